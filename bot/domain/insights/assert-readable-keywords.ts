/**
 * Keywords the database cannot parse (a query nested too deep, whatever else the text-search parser
 * refuses) are the searcher's input, not a fault of ours: they get a 400 that says what to type,
 * found by parsing them alone before the search runs.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { TDb } from '../../db/client.ts';
import { tsQuery } from './insights-sql.ts';

/** Designed: the answer to keywords the database cannot read. */
export const UNREADABLE_KEYWORDS_MESSAGE =
  'This search cannot be read. Search for words, "a phrase", "or" between words, or -word to leave one out.';

/** Refuses (INVALID_INPUT) keywords the text-search parser refuses; '' passes. */
export async function assertReadableKeywords(db: TDb, keywords: string): Promise<void> {
  if (keywords === '') return;
  try {
    await db.execute(sql`select numnode(${tsQuery(keywords)})`);
  } catch (error) {
    throw new AppError('INVALID_INPUT', UNREADABLE_KEYWORDS_MESSAGE, {
      fields: { q: [UNREADABLE_KEYWORDS_MESSAGE] },
      cause: error,
    });
  }
}
