/**
 * A snippet of the insights search cut into plain pieces and highlighted pieces: the server puts
 * INSIGHTS_MARK_START/END around each match, and the page draws each piece as a text node (marked
 * ones inside <mark>), never as HTML. A stray or nested marker only ever ends or starts a
 * highlight and is never drawn itself, so no text can smuggle markup or a marker through.
 */
import { INSIGHTS_MARK_END, INSIGHTS_MARK_START } from '../../../../shared/insights.ts';

export interface TSnippetPart {
  text: string;
  marked: boolean;
}

/** The snippet's pieces in order, empty pieces left out, markers removed. */
export function snippetParts(snippet: string): TSnippetPart[] {
  const parts: TSnippetPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text !== '') parts.push({ text, marked });
    text = '';
  };
  for (const char of snippet) {
    if (char === INSIGHTS_MARK_START) {
      if (!marked) {
        flush();
        marked = true;
      }
    } else if (char === INSIGHTS_MARK_END) {
      if (marked) {
        flush();
        marked = false;
      }
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}
