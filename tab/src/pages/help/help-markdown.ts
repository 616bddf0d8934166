/**
 * Help articles are written by us in Markdown, and drawn with the same safe renderer as answers
 * (raw HTML escaped, only web and mail links). Two things an article needs that an answer does
 * not: real headings (the renderer draws a heading as bold text, right for an answer, but an
 * article's sections must be headings people can jump between), and links to pages of this app,
 * which the renderer would drop because they are not absolute. So an article is split into
 * sections at its `##`/`###` headings (outside code blocks), and its in-app links are made absolute
 * on this server's origin, or reduced to their words when the page is not built, as in all our
 * content (components/content-links.ts).
 */

export interface THelpSection {
  /** The heading's text and level (2 or 3); null for the text before the first heading. */
  heading: { text: string; level: 2 | 3 } | null;
  /** Markdown of the section's text. */
  markdown: string;
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^\s{0,3}(```|~~~)/;

/**
 * The sections of an article. An h1 is read as an h2 (the page's h1 is the article's title) and
 * anything below h3 as h3, so the outline never skips a level.
 */
export function splitSections(markdown: string): THelpSection[] {
  const sections: THelpSection[] = [];
  let current: THelpSection = { heading: null, markdown: '' };
  let fence: string | null = null;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1] ?? null;
    if (fenceMark !== null) fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
    const heading = fence === null && fenceMark === null ? HEADING.exec(line) : null;
    if (heading) {
      if (current.heading !== null || current.markdown.trim() !== '') sections.push(current);
      const level = heading[1]!.length <= 2 ? 2 : 3;
      current = { heading: { text: heading[2]!, level }, markdown: '' };
    } else {
      current.markdown += `${line}\n`;
    }
  }
  if (current.heading !== null || current.markdown.trim() !== '') sections.push(current);
  return sections.map((section) => ({ ...section, markdown: section.markdown.trim() }));
}

/** A heading's id: its words in lowercase joined by '-', unique on the page. */
export function headingIds(sections: readonly THelpSection[]): Array<string | null> {
  const used = new Map<string, number>();
  return sections.map((section) => {
    if (section.heading === null) return null;
    const base =
      section.heading.text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? `h-${base}` : `h-${base}-${seen + 1}`;
  });
}
