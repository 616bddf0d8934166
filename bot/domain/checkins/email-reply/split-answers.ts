/**
 * One answer per question from the words of an emailed reply. The prompt numbers its questions and
 * asks the member to write under the numbers; this finds those numbers ("1.", "1)", "1 -", "1:",
 * "**1.**", with or without the question repeated after them) and cuts the reply between them.
 */

/** The answers of a reply, and whether its numbers could be followed. */
export interface TSplitAnswers {
  /** One per question, trimmed; '' when the reply had nothing for it. */
  answers: string[];
  /** False when no "1." was found or the numbers were out of order: then the whole reply is answers[0]. */
  split: boolean;
}

/**
 * A number line: optional bold/italic markers, an optional "Q", "#" or "(" before the number, then
 * ".", ")", ":" or " - ", then the rest of the line (the answer, or the question repeated).
 */
const NUMBER_LINE =
  /^(?<indent>[ \t]*)(?:\*\*|__|\*|_)?[ \t]*(?:[qQ#(][ \t]?)?(?<number>\d{1,2})(?:[ \t]*[.):]|[ \t]+[-–—])(?:\*\*|__|\*|_)?(?:[ \t]+(?<text>.*)|(?<glued>\p{L}.*))?$/u;
/** Number lines indented more than this are a list inside an answer, unless they repeat the question. */
const MAX_SEPARATOR_INDENT = 1;
/** How far a client may indent the member's own numbered list (Gmail's text part uses 3 spaces). */
const MAX_LIST_INDENT = 4;
/** How many lines a client may wrap a repeated question (or a sentence of the prompt) onto. */
const MAX_WRAPPED_LINES = 3;

const WORD = /[\p{L}\p{N}]+/gu;
/** What may sit between a repeated question and an answer on the same line ("?**", " - "). */
const QUESTION_END = /^[?？!.:;,…]*(?:\*\*|__|\*|_)?[?？!.:;,…]*[ \t]*(?:[-–—:][ \t]+)?/;

/** The prompt's own lines (checkin-prompt.ts), dropped when a reply carries them along unquoted. */
const PROMPT_SENTENCES = [
  'You can also reply to this email: write your answers under the numbers.',
  'On the web page you can also mark your goal as completed or tell the team you are blocked.',
];
const PROMPT_SENTENCE_WORDS = PROMPT_SENTENCES.map(wordsOf);
const OPEN_CHECKIN = /^[\s*_[]*open your check-?in[\s:*_\]]*(?:\(\S+\))?\s*$/i;
const URL_LINE = /^\s*<?https?:\/\/\S+>?\s*$/i;

interface TNumberLine {
  index: number;
  number: number;
  indent: number;
  /** The answer's text on the number line itself (after the question, when it was repeated). */
  answerStart: string;
  /** Lines after this one that only continue the wrapped question. */
  extraLines: number;
  carriesQuestion: boolean;
}

/**
 * Splits a reply's words into one answer per question by the numbers the member wrote them under.
 * Text above "1." (a greeting) is dropped; a reply without numbers lands whole in answers[0].
 */
export function splitAnswers(body: string, questions: readonly string[]): TSplitAnswers {
  const lines = withoutPromptLeftovers(
    body
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd()),
  );
  if (questions.length === 0) return { answers: [], split: false };
  const { separators, ordered } = chooseSeparators(findNumberLines(lines, questions), questions.length);
  if (!ordered || separators[0]?.number !== 1) {
    const answers = questions.map(() => '');
    answers[0] = lines.join('\n').trim();
    return { answers, split: false };
  }
  return { answers: answersBetween(lines, separators, questions.length), split: true };
}

function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => comparable(match[0]));
}

function comparable(word: string): string {
  return word.normalize('NFKC').toLowerCase();
}

/** How many of `expected` open `text` (punctuation and markers ignored), and the text after them. */
function leadingWords(text: string, expected: readonly string[]): { matched: number; rest: string } {
  let matched = 0;
  let end = 0;
  for (const match of text.matchAll(WORD)) {
    if (matched >= expected.length || comparable(match[0]) !== expected[matched]) break;
    matched++;
    end = match.index + match[0].length;
  }
  return { matched, rest: matched === 0 ? text : text.slice(end).replace(QUESTION_END, '') };
}

/**
 * Follows `expected` words from `firstText` onto the next lines, where a client wrapped them; a
 * next line counts only when it holds nothing but the words that were still missing.
 */
function followWords(
  lines: readonly string[],
  index: number,
  firstText: string,
  expected: readonly string[],
): { matched: number; extraLines: number; rest: string } {
  let { matched, rest } = leadingWords(firstText, expected);
  let extraLines = 0;
  while (matched > 0 && matched < expected.length && rest.trim() === '' && extraLines < MAX_WRAPPED_LINES) {
    const next = lines[index + extraLines + 1];
    if (next === undefined) break;
    const more = leadingWords(next, expected.slice(matched));
    if (more.matched === 0 || (matched + more.matched < expected.length && more.rest.trim() !== '')) break;
    matched += more.matched;
    rest = more.rest;
    extraLines++;
  }
  return { matched, extraLines, rest };
}

/** Words of a question a wrapped line must show before it counts as the question repeated. */
function minimumPrefix(words: number): number {
  return Math.min(words, Math.max(3, Math.ceil(words / 2)));
}

/** Every line that starts with the number of a question, and whether it repeats that question. */
function findNumberLines(lines: readonly string[], questions: readonly string[]): TNumberLine[] {
  const questionWords = questions.map(wordsOf);
  const found: TNumberLine[] = [];
  lines.forEach((line, index) => {
    const groups = NUMBER_LINE.exec(line)?.groups;
    if (!groups) return;
    const number = Number(groups.number);
    const expected = questionWords[number - 1];
    if (number < 1 || expected === undefined) return;
    const text = groups.text ?? groups.glued ?? '';
    const repeated = expected.length > 0 ? followWords(lines, index, text, expected) : null;
    const carriesQuestion =
      repeated !== null &&
      (repeated.matched === expected.length ||
        (repeated.matched >= minimumPrefix(expected.length) && repeated.rest.trim() === ''));
    found.push({
      index,
      number,
      indent: (groups.indent ?? '').replace(/\t/g, '    ').length,
      answerStart: carriesQuestion ? repeated.rest : text,
      extraLines: carriesQuestion ? repeated.extraLines : 0,
      carriesQuestion,
    });
  });
  return found;
}

/**
 * The number lines that start answers, in order. Lines repeating their question win (an answer may
 * then hold its own numbered list); otherwise the first 1, the next 2 after it, and so on.
 */
function chooseSeparators(
  candidates: readonly TNumberLine[],
  count: number,
): { separators: TNumberLine[]; ordered: boolean } {
  const withQuestion = candidates.filter((line) => line.carriesQuestion && line.indent <= MAX_LIST_INDENT);
  if (withQuestion.length > 0) {
    const plain = candidates.filter((line) => !line.carriesQuestion && line.indent <= MAX_SEPARATOR_INDENT);
    return { separators: fillGaps(inSequence(withQuestion, count), plain, count), ordered: inOrder(withQuestion) };
  }
  for (const maxIndent of [MAX_SEPARATOR_INDENT, MAX_LIST_INDENT]) {
    const tier = candidates.filter((line) => line.indent <= maxIndent);
    if (tier.some((line) => line.number === 1)) return { separators: inSequence(tier, count), ordered: inOrder(tier) };
  }
  return { separators: [], ordered: true };
}

/** The first 1, then the first 2 after it, and so on; a missing number is skipped. */
function inSequence(lines: readonly TNumberLine[], count: number): TNumberLine[] {
  const chosen: TNumberLine[] = [];
  let after = -1;
  for (let number = 1; number <= count; number++) {
    const next = pickNumberLine(lines, number, after, Number.POSITIVE_INFINITY);
    if (!next) continue;
    chosen.push(next);
    after = next.index + next.extraLines;
  }
  return chosen;
}

/** Plain numbers for the questions whose line was not repeated, between their neighbours. */
function fillGaps(chosen: readonly TNumberLine[], plain: readonly TNumberLine[], count: number): TNumberLine[] {
  const filled = [...chosen];
  for (let number = 1; number <= count; number++) {
    if (filled.some((line) => line.number === number)) continue;
    const previous = filled.filter((line) => line.number < number).at(-1);
    const next = filled.find((line) => line.number > number);
    const after = previous ? previous.index + previous.extraLines : -1;
    const gap = pickNumberLine(plain, number, after, next ? next.index : Number.POSITIVE_INFINITY);
    if (gap) filled.splice(previous ? filled.indexOf(previous) + 1 : 0, 0, gap);
  }
  return filled;
}

/**
 * The line numbered `number` between `after` and `before`: the first one that does not continue a
 * list inside the previous answer ("1. a", "2. b" right under "1."), else simply the first.
 */
function pickNumberLine(
  lines: readonly TNumberLine[],
  number: number,
  after: number,
  before: number,
): TNumberLine | undefined {
  const between = lines.filter((line) => line.index > after && line.index < before);
  const standalone = between.find(
    (line, position) => line.number === number && between[position - 1]?.number !== number - 1,
  );
  return standalone ?? between.find((line) => line.number === number);
}

/** Whether each number first appears after the numbers below it. */
function inOrder(lines: readonly TNumberLine[]): boolean {
  const first = new Map<number, number>();
  for (const line of lines) if (!first.has(line.number)) first.set(line.number, line.index);
  const indexes = [...first.entries()].sort(([a], [b]) => a - b).map(([, index]) => index);
  return indexes.every((index, position) => position === 0 || index > (indexes[position - 1] ?? -1));
}

function answersBetween(lines: readonly string[], separators: readonly TNumberLine[], count: number): string[] {
  const answers = Array.from({ length: count }, () => '');
  separators.forEach((separator, position) => {
    const end = separators[position + 1]?.index ?? lines.length;
    const following = lines.slice(separator.index + 1 + separator.extraLines, end);
    answers[separator.number - 1] = answerText(separator.answerStart.trim(), following);
  });
  return answers;
}

/** The answer under a number: the rest of its line, then the lines below (un-indented when it starts below). */
function answerText(first: string, following: readonly string[]): string {
  const body = first === '' ? dedent(following) : following;
  return [first, ...body].join('\n').trim();
}

/** Removes the indentation all lines share (the prompt indents earlier answers under their question). */
function dedent(lines: readonly string[]): string[] {
  let common = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line.trim() !== '') common = Math.min(common, indentOf(line));
  if (!Number.isFinite(common) || common === 0) return [...lines];
  return lines.map((line) => line.slice(Math.min(common, indentOf(line))));
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Drops the prompt's "Open your check-in:" with its link and its reply hint, when a reply carries them. */
function withoutPromptLeftovers(lines: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (OPEN_CHECKIN.test(line)) {
      const link = (lines[index + 1] ?? '').trim() === '' ? index + 2 : index + 1;
      if (URL_LINE.test(lines[link] ?? '')) index = link;
      continue;
    }
    const sentence = promptSentenceLines(lines, index);
    if (sentence > 0) {
      index += sentence - 1;
      continue;
    }
    kept.push(line);
  }
  return kept;
}

/** How many lines one of the prompt's sentences takes from `index` (wrapped or not); 0 when none. */
function promptSentenceLines(lines: readonly string[], index: number): number {
  for (const expected of PROMPT_SENTENCE_WORDS) {
    const followed = followWords(lines, index, lines[index] ?? '', expected);
    if (followed.matched === expected.length && followed.rest.trim() === '') return followed.extraLines + 1;
  }
  return 0;
}
