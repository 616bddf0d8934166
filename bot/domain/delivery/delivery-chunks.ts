/**
 * How queued messages are split into delivery jobs: 25 per job, so a run's fan-out is worked by
 * many workers at once while each job stays short.
 */
const DELIVERY_BATCH = 25;

/** The ids in delivery-sized chunks, in order. Why: the email and the chat outbox batch alike. */
export function deliveryChunks(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += DELIVERY_BATCH)
    chunks.push(ids.slice(start, start + DELIVERY_BATCH));
  return chunks;
}
