/**
 * Renders one answer on its own: whatever goes wrong with it (a renderer bug, a shape no bound
 * foresaw) or an output too big to send, the answer is shown as plain text, and the message
 * around it (a summary, a card, a page) still goes out. ARCHITECTURE §5.
 */

/** `render(source)`, or `fallback(source)` when it throws or renders more than `maxLength` characters. */
export function renderOrFallback(
  source: string,
  render: (source: string) => string,
  fallback: (source: string) => string,
  maxLength = Number.POSITIVE_INFINITY,
): string {
  try {
    const output = render(source);
    if (output.length <= maxLength) return output;
  } catch {
    // Fall through: the plain text is the answer, and it is never empty.
  }
  return fallback(source);
}
