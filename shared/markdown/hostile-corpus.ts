/**
 * Answers a member can send that marked 18 alone could not render (issue 15, point 1): each one
 * overflowed the stack or took from tens of milliseconds to seconds of blocking CPU, at the size
 * limit of an answer (CHECKIN_LIMITS.answerChars). The tests put every one through every renderer
 * and `npm run bench -- markdown` times them. Found by hand and by a fuzzer over short repeated
 * units (bench/README.md, markdown).
 */
import { CHECKIN_LIMITS } from '../checkins.ts';

const SIZE: number = CHECKIN_LIMITS.answerChars;

/** `unit` repeated to the size limit. */
function fill(unit: string, size = SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** `head` + `unit` repeated + `tail`, the whole at the size limit. */
function around(head: string, unit: string, tail = ''): string {
  return head + fill(unit, SIZE - head.length - tail.length) + tail;
}

/** What each input is (as the issue or the fuzzer found it) -> the input. */
export const HOSTILE_ANSWERS: Readonly<Record<string, string>> = {
  // Stack overflows: nesting without end.
  "nested quotes ('> ' x 10,000)": fill('> '),
  "nested quote lists ('> - ')": fill('> - '),
  "nested ordered lists ('1. ')": fill('1. '),
  "nested bullets ('+ ')": fill('+ '),
  "quote markers without spaces ('>>>>')": fill('>'),
  'emphasis nested 10,000 deep': `${'*'.repeat(SIZE / 2)}a${'*'.repeat(SIZE / 2 - 1)}`,
  'emphasis nested word by word': fill('*a ', SIZE / 2) + fill('a* ', SIZE / 2),
  // Quadratic or worse: one scan per character over the rest of the answer.
  "'*a_' x 6,666": fill('*a_'),
  "'_a*' x 6,666": fill('_a*'),
  "'*a>' x 6,666": fill('*a>'),
  "'*_' x 10,000": fill('*_'),
  "'a_' x 10,000 (one long word)": fill('a_'),
  "'~ ' x 10,000": fill('~ '),
  "'!' x 20,000": fill('!'),
  "'<' x 20,000": fill('<'),
  'a run of 20,000 spaces': around('a', ' ', 'b'),
  'an address-like word without a domain': `${'a'.repeat(SIZE - 1)}@`,
  "'.@&' x 6,666": fill('.@&'),
  'a URL with 20,000 trailing dots': around('www.a', '.'),
  'a URL with 20,000 trailing stars': around('www.a', '*'),
  "a link label full of '<?'": around('[', '<?', '](x)'),
  'a link label full of backticks': around('[', '`a', '](x)'),
  "'[[a](b)' x 2,857": fill('[[a](b)'),
  "'\\[' x 10,000": fill('\\['),
  "'\\[' x 10,000 with a reference defined": around('[a]: https://example.com\n\n', '\\['),
  "'`\\`' x 6,666 (unclosed code spans)": fill('`\\`'),
  "'-\\n' x 10,000 (setext and table rules)": fill('-\n'),
  "'a\\n|-|\\n' x 3,333 (one-column tables)": fill('a\n|-|\n'),
  "'a\\n***\\n' x 3,333": fill('a\n***\n'),
  "'<a\\n' x 6,666": fill('<a\n'),
  "'- a\\n' x 5,000 (a 5,000-item list)": fill('- a\n'),
  "'* a\\n  * b\\n' (nested lists)": fill('* a\n  * b\n'),
};
