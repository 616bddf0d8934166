/** The rows of the invite form and how the server's answer updates them. */
import type { TInviteAnswer } from './team-api.ts';

export interface TInviteRow {
  /** Stable React key; not sent. */
  key: number;
  name: string;
  email: string;
  /** The server's message for this row after the last submit. */
  error?: string;
}

let nextKey = 0;

/** A new blank row. */
export function blankRow(): TInviteRow {
  nextKey += 1;
  return { key: nextKey, name: '', email: '' };
}

/** The form's starting rows: two blank ones. */
export function initialRows(): TInviteRow[] {
  return [blankRow(), blankRow()];
}

/**
 * The rows after an answer: the added ones leave, the refused ones stay with their message, the
 * rest stay as they were; the form never ends up empty.
 */
export function rowsAfterAnswer(sent: readonly TInviteRow[], answer: TInviteAnswer): TInviteRow[] {
  const byIndex = new Map(answer.rows.map((row) => [row.index, row]));
  const kept: TInviteRow[] = [];
  sent.forEach((row, index) => {
    const result = byIndex.get(index);
    if (result?.status === 'added') return;
    const error = result?.status === 'error' ? (result.message ?? 'This row could not be added.') : undefined;
    kept.push({ key: row.key, name: row.name, email: row.email, error });
  });
  return kept.length === 0 ? initialRows() : kept;
}
