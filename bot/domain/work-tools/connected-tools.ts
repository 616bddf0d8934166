/** The check-in context's is_*_connected flags (part 3 §2.6): which tools the member has connected. */
import { eq } from 'drizzle-orm';
import { TOOL_CONNECTED_FLAGS } from '../../../shared/work-tools.ts';
import type { TDb } from '../../db/client.ts';
import { serviceConnections } from '../../db/schema/index.ts';

type TFlags = { [K in (typeof TOOL_CONNECTED_FLAGS)[keyof typeof TOOL_CONNECTED_FLAGS]]: boolean };

/** One flag per tool with an editor panel: true when the member has a connection to it. */
export async function toolConnectedFlags(db: TDb, userId: string): Promise<TFlags> {
  const rows = await db
    .select({ service: serviceConnections.service })
    .from(serviceConnections)
    .where(eq(serviceConnections.userId, userId));
  const connected = new Set(rows.map((row) => row.service));
  return Object.fromEntries(
    Object.entries(TOOL_CONNECTED_FLAGS).map(([service, flag]) => [flag, connected.has(service)]),
  ) as TFlags;
}
