/** Polls until a condition holds: for work done by background jobs. Fails with the last value seen. */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  let last: T;
  do {
    last = await probe();
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  } while (Date.now() < deadline);
  throw new Error(
    `timed out waiting for ${options.what ?? 'condition'}; last value: ${JSON.stringify(last).slice(0, 500)}`,
  );
}
