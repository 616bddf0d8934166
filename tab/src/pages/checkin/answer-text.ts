/**
 * Answers as the editor reads them (spec part 3 §4: an answer that cannot be parsed opens an empty
 * editor). The contract promises strings, but an answer saved by an older client or a chat
 * platform could be anything; one odd value must not stop the whole page from loading.
 */

/** The Markdown of one stored answer: the string itself, '' for anything else. */
export function answerTextOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every answer of a record as Markdown strings. */
export function answerTexts(values: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, answerTextOf(value)]));
}
