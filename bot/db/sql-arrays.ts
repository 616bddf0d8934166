/**
 * One SQL parameter for a whole column of values: `unnest(${textArray(ids)}::uuid[], ...)`. Bulk
 * statements built this way cost the same to prepare for 5 rows or 500, where a multi-row VALUES
 * list costs a parameter per cell (and Drizzle's query builder time with it).
 */
import { type SQL, sql } from 'drizzle-orm';

/** A text[] parameter; cast it in SQL to the column's type (`::uuid[]`, `::timestamptz[]`, `::jsonb[]`). */
export function textArray(values: ReadonlyArray<string | null>): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`; Drizzle's shared type does not say so). */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
