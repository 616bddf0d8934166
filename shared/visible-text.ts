/**
 * Whether member text says anything a reader can see. `trim()` keeps zero-width spaces, joiners,
 * byte-order marks, Hangul fillers and the Braille blank, so a comment or an answer made only of
 * them passed as written while showing nothing (issue 15 point 10).
 */

/** Characters that draw nothing: whitespace, separators, format and control characters, lone marks, blank look-alikes. */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when the text has at least one character that shows. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}
