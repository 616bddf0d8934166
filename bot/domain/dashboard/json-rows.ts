/**
 * Large dashboard reads come back as one JSON text instead of rows: the embedded database hands
 * every field of every row to JavaScript one at a time, and for a run of 500 members that costs
 * more than the query itself (measured: about half), while one JSON.parse of the whole result is
 * cheap on both drivers.
 */
import { type Column, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const FIELD_NAME = /^\w+$/;

/**
 * A scalar subquery answering the rows of `select {fields} {from}` as a JSON array text ('[]'
 * when none), each row an object keyed by the record's keys, ordered by the named keys.
 */
export function jsonRows(
  fields: Record<string, Column | SQLWrapper>,
  from: SQL,
  orderBy: readonly string[] = [],
): SQL<string> {
  for (const name of [...Object.keys(fields), ...orderBy])
    if (!FIELD_NAME.test(name)) throw new Error(`not a JSON field name: ${name}`);
  const columns = sql.join(
    Object.entries(fields).map(([name, value]) => sql`${value} as ${sql.raw(`"${name}"`)}`),
    sql`, `,
  );
  const order =
    orderBy.length > 0 ? sql.raw(` order by ${orderBy.map((name) => `rows_of."${name}"`).join(', ')}`) : sql``;
  return sql<string>`(select coalesce(json_agg(rows_of${order}), '[]')::text from (select ${columns} ${from}) as rows_of)`;
}

/** Parses what jsonRows answered. */
export function parseJsonRows<T>(text: string | null | undefined): T[] {
  return text ? (JSON.parse(text) as T[]) : [];
}
