/** Length helpers the renderers share to stay inside the platforms' size limits. */

/** The mark appended where a text was shortened. */
export const ELLIPSIS = '…';

/**
 * Shortens text to at most `max` UTF-16 units, ending with '…' when cut. Platforms count
 * characters differently; UTF-16 units are never fewer than code points, so a text that fits
 * here fits everywhere. It cuts after a word when one ends near the limit (so a Markdown link is
 * more often kept or dropped whole) and never splits a surrogate pair.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= ELLIPSIS.length) return max <= 0 ? '' : ELLIPSIS;
  let cut = max - ELLIPSIS.length;
  const space = text.slice(cut - Math.min(WORD_BACKOFF, Math.floor(cut / 5)), cut + 1).search(/\s\S*$/);
  if (space > 0) cut = cut - Math.min(WORD_BACKOFF, Math.floor(cut / 5)) + space;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

/** How far back truncateText looks for the end of a word. */
const WORD_BACKOFF = 80;

const encoder = new TextEncoder();

/** Bytes of a text in UTF-8: what the card budgets (Teams, Webex) are measured in. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Renders Markdown with `render` and, when the result is longer than `max`, renders ever shorter
 * cuts of the source (marked with '…') until it fits. Cutting the source instead of the output
 * never leaves a half link or a half escape behind.
 */
export function renderWithin(source: string, max: number, render: (markdown: string) => string): string {
  // Rendering seldom shrinks text by a third, so a longer source need not be rendered whole.
  const start = source.length > max * 1.5 ? truncateText(source, Math.floor(max * 1.5)) : source;
  let output = render(start);
  if (output.length <= max) return output;
  // Aim a little short of the limit so one more render usually fits.
  let keep = Math.floor((start.length * max * 0.95) / output.length);
  while (keep > 0) {
    output = render(truncateText(source, keep));
    if (output.length <= max) return output;
    keep = Math.floor(keep * 0.8);
  }
  return truncateText(render(''), max);
}
