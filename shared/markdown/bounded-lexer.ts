/**
 * marked's lexer, bounded. Answers are untrusted input (ARCHITECTURE §5), and marked 18 alone
 * overflows the stack on deep nesting ('> ' x 10,000; '1. ' x 6,666; '*' x 10,000, 'a', '*' x
 * 10,000) and is quadratic on other shapes ('*a_' x 6,666 took ~4 s on the dev machine; others
 * are a long run of spaces or of '!', an address-like word, a URL with a long tail of dots, a
 * link label full of '<?', unclosed code spans). Three bounds keep every answer cheap, all
 * deterministic (an answer renders the same way on every machine, every time):
 *
 * - Depth. Quotes and list items nest at most MARKDOWN_BOUNDS.containers deep; emphasis, strike
 *   and links at most MARKDOWN_BOUNDS.inlineDepth. A deeper marker is not structure: it shows as
 *   typed ('> > text', '*text*').
 * - Windows. The scans that are quadratic within one step (a link's label, a URL's trailing
 *   punctuation, a run of spaces, an inline HTML tag) look a bounded number of characters ahead.
 * - Work. Every step is charged what it may cost (characters a scan may read, emphasis
 *   delimiters it may step over, marked's fixed cost per token, list line, table row and inline
 *   source) against a budget per answer that grows with its length (MARKDOWN_BOUNDS). A step that
 *   cannot be stopped halfway (splitting a list or a table, masking an inline source) runs only
 *   if its bound fits what is left. Once the budget is spent, the rest of the answer is plain
 *   text, line by line, in linear time: every word stays, only formatting goes. Ordinary answers,
 *   even 20,000 characters long, spend about half of it (bounded-lexer.test.ts).
 *
 * Charges are upper bounds of marked 18's work in units of about a nanosecond on the 2-core
 * development machine; `npm run bench -- markdown` measures what the bounds buy on each door.
 */
import {
  getDefaults,
  Lexer,
  type Links,
  Marked,
  type MarkedOptions,
  type Token,
  Tokenizer,
  type TokenizerThis,
  type Tokens,
  type TokensList,
} from 'marked';

/** The bounds every answer is lexed within. */
export const MARKDOWN_BOUNDS = {
  /** Quotes and list items inside one another; a deeper '>' or list marker shows as typed. */
  containers: 8,
  /** Emphasis, strikethrough and links inside one another; deeper ones show as typed. */
  inlineDepth: 8,
  /**
   * Work units an answer may cost before the rest of it is plain text: workBase plus workPerChar
   * for each character of its source, at most workMax (about 10 ms here). A long ordinary answer
   * costs about 250 units a character; scaling with the length keeps a renderer that renders a
   * cut of an answer several times (Slack, cards) from paying the whole allowance each time.
   */
  workBase: 1_000_000,
  workPerChar: 500,
  workMax: 10_000_000,
} as const;

// --- What things cost, in work units (about a nanosecond each on the dev machine) -------------

/** A character a regular expression or loop may read. */
const CHAR = 2;
/** A character a failing table or setext heading rule reads (each line meets several lookaheads). */
const BLOCK_READ_CHAR = 5;
/** An emphasis delimiter ('*', '_', '~') a closer search may step over. */
const DELIM = 100;
/** marked's loop trying its tokenizers once, per block token and per inline token. */
const PER_BLOCK_STEP = 1_000;
const PER_INLINE_STEP = 300;
/** Each blockTokens call (a quote level, a list item). */
const PER_BLOCK_CALL = 2_000;
/** Each line a list may span: marked builds several regular expressions per item. */
const PER_LIST_LINE = 2_000;
/** Each row of a table: marked splits it into cells. */
const PER_TABLE_ROW = 1_500;
/** Each inline source before its first character, and per character (set-up and masking). */
const PER_SOURCE = 2_000;
const PER_SOURCE_CHAR = 60;
/**
 * marked's reference-link search per '[' of a source: it reads up to ~1,000 label parts. It only
 * runs when the answer defines a reference ('[id]: url'); otherwise the lexer skips it.
 */
const PER_BRACKET = 8_000;

/** How far ahead the scans that are quadratic within one step may look. */
const WINDOW = {
  /** A link or image: label, destination and title. A longer one stays text (a bare URL still links). */
  link: 2048,
  /** A bare URL (www., http://), before its trailing punctuation is trimmed. */
  url: 2048,
  /** An inline HTML tag (the renderers show it as text anyway). */
  tag: 1024,
  /** One text step; cut after a space near the end when there is one, so words stay whole. */
  text: 1024,
} as const;

/** What one lex of one answer has used so far. */
interface TBoundsState {
  /** blockTokens calls in progress: 1 at the top, +1 inside each quote or list item. */
  blockDepth: number;
  /** inlineTokens calls in progress: 1 for a paragraph's text, +1 inside each emphasis or link. */
  inlineDepth: number;
  work: number;
  /** The work this answer may cost (see MARKDOWN_BOUNDS). */
  budget: number;
  /** Set when a step that cannot be stopped halfway would not fit: the rest is plain text. */
  exhausted: boolean;
  /** The block sources being lexed, innermost last (for the lines a list may span). */
  blocks: BlockSource[];
  /** The inline sources being lexed, innermost last, with their scan tables. */
  inlines: InlineSource[];
}

function spent(state: TBoundsState): boolean {
  return state.exhausted || state.work > state.budget;
}

/**
 * A block source and, built when first asked: the count of newlines before each position, and
 * from each position the end of its paragraph as marked's setext-heading and table rules see it
 * (the next blank line or line that starts a list item, quote, heading, fence or HTML block).
 */
class BlockSource {
  readonly text: string;
  #newlines: Uint32Array | null = null;
  #paragraphEnd: Uint32Array | null = null;

  constructor(text: string) {
    this.text = text;
  }

  #build(): void {
    const text = this.text;
    const n = text.length;
    const newlines = new Uint32Array(n + 1);
    const paragraphEnd = new Uint32Array(n + 1);
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (text.charCodeAt(i) === 10) count++;
      newlines[i + 1] = count;
    }
    // Backwards, line by line: a line that ends the paragraph before it sets the end for all
    // positions up to it.
    let end = n;
    paragraphEnd[n] = n;
    let lineEnd = n;
    for (let i = n - 1; i >= -1; i--) {
      if (i >= 0 && text.charCodeAt(i) !== 10) continue;
      const lineStart = i + 1;
      for (let p = lineEnd; p > lineStart; p--) paragraphEnd[p] = end;
      paragraphEnd[lineStart] = end;
      if (i >= 0 && endsParagraph(text, lineStart, lineEnd)) end = i;
      lineEnd = i;
    }
    this.#newlines = newlines;
    this.#paragraphEnd = paragraphEnd;
  }

  /** Where `tail` starts in this source, or -1 when it is not a tail of it (a quote re-lexes pieces). */
  #position(tail: string): number {
    if (!isTail(this.text, tail)) return -1;
    if (!this.#newlines) this.#build();
    return this.text.length - tail.length;
  }

  /** Lines from the start of `tail` to the end. */
  linesFrom(tail: string): number {
    const pos = this.#position(tail);
    if (pos < 0) return countLines(tail);
    const newlines = this.#newlines!;
    return newlines[this.text.length]! - newlines[pos]! + 1;
  }

  /** Lines from the start of `tail` to the end of its paragraph (all of them when it is not a tail). */
  linesToParagraphEndFrom(tail: string): number {
    const pos = this.#position(tail);
    if (pos < 0) return countLines(tail);
    const newlines = this.#newlines!;
    return newlines[this.#paragraphEnd![pos]!]! - newlines[pos]! + 1;
  }

  /** Characters from the start of `tail` to the end of its paragraph (all of them when it is not a tail). */
  toParagraphEndFrom(tail: string): number {
    const pos = this.#position(tail);
    return pos < 0 ? tail.length : Math.max(0, this.#paragraphEnd![pos]! - pos);
  }
}

/**
 * Whether `tail` is a tail of `text`, checked at both ends (marked hands its tokenizers tails of
 * the source they lex; the few calls that re-lex a rebuilt piece are priced as a whole).
 */
function isTail(text: string, tail: string): boolean {
  const pos = text.length - tail.length;
  return pos >= 0 && text.charCodeAt(pos) === tail.charCodeAt(0) && text.endsWith(tail.slice(-16));
}

function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * Whether the line [start, end) is blank or starts (after up to three spaces) a list item, a
 * quote, a heading, a fence or an HTML block: where the setext-heading rule stops reading. It may
 * say yes where marked says no (then a read is overcharged) but never no where a paragraph
 * stops and that rule reads on: a thematic break ('***', '___') is not one.
 */
function endsParagraph(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && i - start < 3 && text.charCodeAt(i) === 32) i++;
  if (i >= end) return true;
  const code = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  if (code === 62 || code === 35 || code === 60) return true;
  if ((code === 45 || code === 42 || code === 43) && (next === 32 || next === 9)) return true;
  if ((code === 96 || code === 126) && next === code && text.charCodeAt(i + 2) === code) return true;
  if (code >= 48 && code <= 57) {
    let j = i;
    while (j < end && j - i < 9 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    const mark = text.charCodeAt(j);
    const after = text.charCodeAt(j + 1);
    return (mark === 46 || mark === 41) && (after === 32 || after === 9);
  }
  return text.slice(i, end).trim() === '';
}

/**
 * An inline source and, built when a charge first needs them, prefix counts and run ends that
 * price a scan from any position in O(1).
 */
class InlineSource {
  readonly text: string;
  #built = false;
  /** Count of '*', '_', '~' before i. */
  delims!: Uint32Array;
  /** Count of '<' and '`' before i: a link label is reread from each. */
  rescans!: Uint32Array;
  /** Sum over p < i of the run of spaces starting at p (the text rule looks ahead ' *\n' everywhere). */
  spaceWork!: Float64Array;
  /** End of the run of e-mail characters starting at i (the text and URL rules look ahead '...@'). */
  mailRunEnd!: Uint32Array;
  /** End of the run a bare URL or autolink may hold (no whitespace, '<' or '>') starting at i. */
  urlRunEnd!: Uint32Array;

  constructor(text: string) {
    this.text = text;
  }

  /** Where `tail` starts in this source, or -1 when it is not a tail of it. */
  positionOf(tail: string): number {
    return isTail(this.text, tail) ? this.text.length - tail.length : -1;
  }

  build(): this {
    if (this.#built) return this;
    this.#built = true;
    const text = this.text;
    const n = text.length;
    const delims = new Uint32Array(n + 1);
    const rescans = new Uint32Array(n + 1);
    const spaceWork = new Float64Array(n + 1);
    const mailRunEnd = new Uint32Array(n + 1);
    const urlRunEnd = new Uint32Array(n + 1);
    let delimCount = 0;
    let rescanCount = 0;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      if (code === 42 || code === 95 || code === 126) delimCount++;
      else if (code === 60 || code === 96) rescanCount++;
      delims[i + 1] = delimCount;
      rescans[i + 1] = rescanCount;
    }
    mailRunEnd[n] = n;
    urlRunEnd[n] = n;
    let spacesEnd = n;
    let spaceTotal = 0;
    // Backwards: run ends, and spaceWork as suffix sums (turned into prefix sums below).
    for (let i = n - 1; i >= 0; i--) {
      const code = text.charCodeAt(i);
      mailRunEnd[i] = code < 128 && MAIL_CHAR[code] === 1 ? mailRunEnd[i + 1]! : i;
      urlRunEnd[i] = code <= 32 || code === 60 || code === 62 ? i : urlRunEnd[i + 1]!;
      if (code === 32) spaceTotal += spacesEnd - i;
      else spacesEnd = i;
      spaceWork[i] = spaceTotal;
    }
    for (let i = 0; i <= n; i++) spaceWork[i] = spaceTotal - spaceWork[i]!;
    this.delims = delims;
    this.rescans = rescans;
    this.spaceWork = spaceWork;
    this.mailRunEnd = mailRunEnd;
    this.urlRunEnd = urlRunEnd;
    return this;
  }
}

/** marked's e-mail lookahead class, [a-zA-Z0-9.!#$%&'*+/=?_`{|}~-], as a table of ASCII codes. */
const MAIL_CHAR = new Uint8Array(128);
for (const char of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?_`{|}~-") {
  MAIL_CHAR[char.charCodeAt(0)] = 1;
}

/** What the lexer passes as the answer's reference definitions while it has none. */
const NO_LINKS: Links = Object.freeze(Object.create(null));

/** A letter or digit: an '_' between two of them cannot open emphasis. */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** Cuts a text step's source to the window, after a space near its end when there is one. */
function textWindow(src: string): string {
  if (src.length <= WINDOW.text) return src;
  for (let i = WINDOW.text - 1; i >= WINDOW.text - 64; i--) {
    if (src.charCodeAt(i) === 32) return src.slice(0, i + 1);
  }
  return src.slice(0, WINDOW.text);
}

/** The tokenizer: charges its scans, windows the long ones, refuses what the bounds exclude. */
class BoundedTokenizer extends Tokenizer {
  readonly #state: TBoundsState;

  constructor(state: TBoundsState, options: MarkedOptions) {
    super(options);
    this.#state = state;
  }

  /** The inline source #at last found `src` in, with its tables built. */
  #source: InlineSource | null = null;

  /** Where `src` starts in the current inline source (then in #source), or -1. */
  #at(src: string): number {
    const source = this.#state.inlines.at(-1);
    const pos = source ? source.positionOf(src) : -1;
    if (pos >= 0) this.#source = source!.build();
    return pos;
  }

  /**
   * Runs a step whose scan may cost up to `bound` and which may lex its own content (emphasis,
   * links, list items): the bound is charged first, so the content is lexed within what is left,
   * and the step's actual cost replaces it afterwards.
   */
  #step<T>(bound: number, run: () => T, actual: (result: T) => number): T {
    const state = this.#state;
    state.work += bound;
    const result = run();
    state.work += actual(result) - bound;
    return result;
  }

  /** What a closer search over `length` characters from `src` costs (delimiters cost more). */
  #scanCost(src: string, length: number): number {
    const pos = this.#at(src);
    if (pos < 0) return (CHAR + DELIM) * length;
    const { text, delims } = this.#source!;
    const end = Math.min(text.length, pos + length);
    return CHAR * (end - pos) + DELIM * (delims[end]! - delims[pos]!);
  }

  /** What a link attempt over `length` characters costs: its label is reread from each '<' and '`' in it. */
  #linkCost(src: string, length: number): number {
    const pos = this.#at(src);
    let rescans = length;
    if (pos >= 0) {
      const { text, rescans: counts } = this.#source!;
      rescans = counts[Math.min(text.length, pos + length)]! - counts[pos]!;
    }
    return CHAR * length * (1 + rescans);
  }

  // Block level: nesting and lists.

  override blockquote(src: string): Tokens.Blockquote | undefined {
    if (this.#state.blockDepth > MARKDOWN_BOUNDS.containers) return undefined;
    return super.blockquote(src);
  }

  override list(src: string): Tokens.List | undefined {
    const state = this.#state;
    if (state.blockDepth > MARKDOWN_BOUNDS.containers || !this.rules.block.list.test(src)) return undefined;
    // Splitting a list into items cannot be stopped halfway: it must fit what is left whole.
    const lines = state.blocks.at(-1)?.linesFrom(src) ?? countLines(src);
    if (state.work + PER_LIST_LINE * lines > state.budget) return undefined;
    return this.#step(
      PER_LIST_LINE * lines,
      () => super.list(src),
      (token) => (token ? PER_LIST_LINE * token.raw.split('\n').length : 0),
    );
  }

  /**
   * A setext heading's rule reads the lines up to the end of the paragraph (or an underline) and a
   * table's reads its rows: when either fails, a paragraph may take less, and the next step reads
   * them again. Failures are charged up to the end of the paragraph.
   */
  override lheading(src: string): Tokens.Heading | undefined {
    const token = super.lheading(src);
    this.#chargeBlockRead(src, token);
    return token;
  }

  override table(src: string): Tokens.Table | undefined {
    const state = this.#state;
    // Without a delimiter row ('| --- |') as its second line, the table rule stops there.
    const second = src.indexOf('\n') + 1;
    const secondEnd = second > 0 ? src.indexOf('\n', second) : -1;
    const secondLine = second > 0 ? src.slice(second, secondEnd < 0 ? undefined : secondEnd) : '';
    const delimiterRow = /^[|:\- \t]*$/.test(secondLine) && secondLine.includes('-');
    if (!delimiterRow) {
      state.work += BLOCK_READ_CHAR * (secondEnd < 0 ? src.length : secondEnd);
      return super.table(src);
    }
    // Splitting the rows into cells cannot be stopped halfway either: its rows must fit whole.
    const rows = state.blocks.at(-1)?.linesToParagraphEndFrom(src) ?? countLines(src);
    if (state.work + PER_TABLE_ROW * rows > state.budget) return undefined;
    const token = super.table(src);
    this.#chargeBlockRead(src, token);
    if (token) state.work += PER_TABLE_ROW * (token.rows.length + 2);
    return token;
  }

  #chargeBlockRead(src: string, token: Token | undefined): void {
    const read = token ? token.raw.length : (this.#state.blocks.at(-1)?.toParagraphEndFrom(src) ?? src.length);
    this.#state.work += BLOCK_READ_CHAR * read;
  }

  // Inline level.

  override emStrong(src: string, maskedSrc: string, prevChar = ''): Tokens.Em | Tokens.Strong | undefined {
    const first = src.charCodeAt(0);
    if (spent(this.#state) || (first !== 42 && first !== 95)) return undefined;
    // An '_' between letters (snake_case) cannot open: marked answers at once, without a scan.
    const inWord = first === 95 && WORD_CHAR.test(prevChar) && WORD_CHAR.test(src.charAt(1));
    const bound = inWord ? CHAR : this.#scanCost(src, src.length);
    return this.#step(
      bound,
      () => super.emStrong(src, maskedSrc, prevChar),
      (token) => (token ? this.#scanCost(src, token.raw.length) : bound),
    );
  }

  override del(src: string, maskedSrc: string, prevChar?: string): Tokens.Del | undefined {
    if (spent(this.#state) || src.charCodeAt(0) !== 126) return undefined;
    const bound = this.#scanCost(src, src.length);
    return this.#step(
      bound,
      () => super.del(src, maskedSrc, prevChar),
      (token) => (token ? this.#scanCost(src, token.raw.length) : bound),
    );
  }

  override link(src: string): Tokens.Link | Tokens.Image | undefined {
    const first = src.charCodeAt(0);
    if (spent(this.#state) || (first !== 91 && first !== 33) || this.lexer.state.linkParenPossible === false) {
      return undefined;
    }
    const window = src.slice(0, WINDOW.link);
    const bound = this.#linkCost(src, window.length);
    return this.#step(
      bound,
      () => super.link(window),
      (token) => (token ? this.#linkCost(src, token.raw.length) : bound),
    );
  }

  override reflink(src: string, links: Links | null): Tokens.Link | Tokens.Image | Tokens.Text | undefined {
    const first = src.charCodeAt(0);
    if (spent(this.#state) || (first !== 91 && first !== 33)) return undefined;
    const window = src.slice(0, WINDOW.link);
    const bound = this.#linkCost(src, window.length);
    // An unknown reference answers its '[' as text, after reading the whole label.
    return this.#step(
      bound,
      () => super.reflink(window, links ?? NO_LINKS),
      (token) => (token && token.type !== 'text' ? this.#linkCost(src, token.raw.length) : bound),
    );
  }

  override tag(src: string): Tokens.Tag | undefined {
    if (spent(this.#state) || src.charCodeAt(0) !== 60) return undefined;
    const window = src.slice(0, WINDOW.tag);
    const token = super.tag(window);
    this.#state.work += CHAR * (token ? token.raw.length : window.length);
    return token;
  }

  override codespan(src: string): Tokens.Codespan | undefined {
    if (spent(this.#state) || src.charCodeAt(0) !== 96) return undefined;
    const token = super.codespan(src);
    this.#state.work += CHAR * (token ? token.raw.length : src.length);
    return token;
  }

  override autolink(src: string): Tokens.Link | undefined {
    if (spent(this.#state) || src.charCodeAt(0) !== 60) return undefined;
    const token = super.autolink(src);
    const pos = this.#at(src);
    if (pos >= 0) {
      const { mailRunEnd, urlRunEnd } = this.#source!;
      this.#state.work += CHAR * (Math.max(mailRunEnd[pos + 1]!, urlRunEnd[pos + 1]!) - pos + 1);
    } else this.#state.work += CHAR * src.length;
    return token;
  }

  override url(src: string): Tokens.Link | undefined {
    if (spent(this.#state) || this.lexer.state.inLink) return undefined;
    const token = super.url(src.length > WINDOW.url ? src.slice(0, WINDOW.url) : src);
    const pos = this.#at(src);
    if (pos < 0) {
      this.#state.work += CHAR * Math.min(src.length, WINDOW.url) ** 2;
      return token;
    }
    // The address rule reads the run of e-mail characters; a URL reads to whitespace or '<', then
    // trims its trailing punctuation, rereading what is left once per character trimmed.
    const { mailRunEnd, urlRunEnd } = this.#source!;
    const mailRun = mailRunEnd[pos]! - pos;
    const urlRun = Math.min(WINDOW.url, urlRunEnd[pos]! - pos);
    const trimmed = token ? Math.max(0, urlRun - token.raw.length) : 0;
    this.#state.work += CHAR * (mailRun + 1 + (token ? urlRun * (1 + trimmed) : 0));
    return token;
  }

  override inlineText(src: string): Tokens.Text | undefined {
    const token = super.inlineText(textWindow(src));
    const pos = this.#at(src);
    if (pos < 0 || !token) {
      this.#state.work += CHAR * WINDOW.text * WINDOW.text;
      return token;
    }
    // The text rule reads its match, a run of spaces from every position in it, and the run of
    // e-mail characters after its first character and after its end.
    const { text, mailRunEnd, spaceWork } = this.#source!;
    const n = text.length;
    const end = pos + token.raw.length;
    const mail = mailRunEnd[Math.min(pos + 1, n)]! - pos + (mailRunEnd[end]! - end);
    // The window cuts each of those runs of spaces at its end.
    const spaces = Math.min(spaceWork[Math.min(n, end + 1)]! - spaceWork[pos]!, (token.raw.length + 1) * WINDOW.text);
    this.#state.work += CHAR * (token.raw.length + spaces + mail);
    return token;
  }
}

/** Lexer that counts nesting, prices each inline source and hands the tokenizer its tables. */
class BoundedLexer extends Lexer {
  readonly bounds: TBoundsState;

  constructor(state: TBoundsState, options: MarkedOptions) {
    super(options);
    this.bounds = state;
  }

  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(src: string, tokens: Token[] = [], lastParagraphClipped?: boolean): Token[] {
    const state = this.bounds;
    // Once the work is spent (a list's items are lexed after it was split), the text as typed.
    if (spent(state)) {
      const plain = plainBlock(src, this.state.top);
      if (plain) tokens.push(plain);
      return tokens;
    }
    state.work += PER_BLOCK_CALL;
    state.blockDepth += 1;
    state.blocks.push(new BlockSource(src));
    try {
      return super.blockTokens(src, tokens, lastParagraphClipped);
    } finally {
      state.blocks.pop();
      state.blockDepth -= 1;
    }
  }

  override inlineTokens(src: string, tokens: Token[] = []): Token[] {
    const state = this.bounds;
    // Deeper than the bound: the text as typed. marked masks the whole source first, in one go
    // that cannot be stopped halfway, so that is priced before it runs.
    if (state.inlineDepth >= MARKDOWN_BOUNDS.inlineDepth || spent(state)) return pushPlain(tokens, src);
    const links = this.tokens.links as Links | null;
    const hasDefinitions = links !== null && Object.keys(links).length > 0;
    const cost = maskCost(src, hasDefinitions);
    if (state.work + cost > state.budget) {
      state.exhausted = true;
      return pushPlain(tokens, src);
    }
    state.work += cost;
    state.inlineDepth += 1;
    state.inlines.push(new InlineSource(src));
    // Without definitions marked's reference-link search finds nothing: an answer without any
    // (most) skips it by hiding the empty table while its inline text is lexed.
    if (!hasDefinitions) (this.tokens as { links: Links | null }).links = null;
    try {
      return super.inlineTokens(src, tokens);
    } finally {
      (this.tokens as { links: Links | null }).links = links;
      state.inlines.pop();
      state.inlineDepth -= 1;
    }
  }
}

/**
 * An upper bound of what marked's set-up and masking of one inline source cost: a fixed part,
 * passes over it, the reference-link search at every '[' (when there are definitions), every run of backticks read to the next
 * run as long (a code span) or to the end, and every '<' read to the next '<' or '>' and, when
 * that closes a tag that may hold a quote or starts '<!' or '<?', to the end.
 */
function maskCost(src: string, hasDefinitions: boolean): number {
  const n = src.length;
  let work = PER_SOURCE + PER_SOURCE_CHAR * n;
  let hasAngle = false;
  let hasTick = false;
  for (let i = 0; i < n; i++) {
    const code = src.charCodeAt(i);
    if (code === 91 && hasDefinitions) work += PER_BRACKET;
    else if (code === 60) hasAngle = true;
    else if (code === 96) hasTick = true;
  }
  if (hasTick) work += 2 * CHAR * backtickReads(src);
  if (hasAngle) work += CHAR * angleReads(src);
  return work;
}

/**
 * Characters the code-span scans read: from each run of backticks where a scan can start (not
 * one escaped by a backslash) to the end of the next run exactly as long, or to the end.
 */
function backtickReads(src: string): number {
  const n = src.length;
  const startsByLength = new Map<number, number[]>();
  for (let i = 0; i < n; ) {
    if (src.charCodeAt(i) !== 96) {
      i++;
      continue;
    }
    const end = runEnd(src, i);
    const starts = startsByLength.get(end - i);
    if (starts) starts.push(i);
    else startsByLength.set(end - i, [i]);
    i = end;
  }
  let reads = 0;
  for (let i = 0; i < n; ) {
    const code = src.charCodeAt(i);
    if (code === 92) {
      i += 2;
      continue;
    }
    if (code !== 96) {
      i++;
      continue;
    }
    const end = runEnd(src, i);
    const closer = firstAtOrAfter(startsByLength.get(end - i) ?? [], end);
    reads += (closer < 0 ? n : closer + (end - i)) - i;
    i = end;
  }
  return reads;
}

function runEnd(src: string, start: number): number {
  let end = start;
  while (end < src.length && src.charCodeAt(end) === 96) end++;
  return end;
}

/** The first of the ascending `values` at or after `from`, or -1. */
function firstAtOrAfter(values: number[], from: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low < values.length ? values[low]! : -1;
}

/** Characters the tag scans read from each '<' (see maskCost). */
function angleReads(src: string): number {
  const n = src.length;
  let reads = 0;
  let nextAngle = n;
  let nextQuote = n;
  for (let i = n - 1; i >= 0; i--) {
    const code = src.charCodeAt(i);
    if (code === 34 || code === 39) nextQuote = i;
    if (code === 60) {
      reads += nextAngle - i;
      const after = src.charCodeAt(i + 1);
      if (nextAngle < n && src.charCodeAt(nextAngle) === 62 && after !== 32) {
        const risky = after === 33 || after === 63 || nextQuote < nextAngle;
        reads += risky ? n - i : nextAngle - i;
      }
    }
    if (code === 60 || code === 62) nextAngle = i;
  }
  return reads;
}

/** Inline text as typed: text between line breaks (the renderers escape it). */
function plainInline(src: string): Token[] {
  const tokens: Token[] = [];
  src.split('\n').forEach((line, index) => {
    if (index > 0) tokens.push({ type: 'br', raw: '\n' });
    if (line !== '') tokens.push({ type: 'text', raw: line, text: line, escaped: false });
  });
  return tokens;
}

/** The rest of a block source as one paragraph (or text, inside a list item) as typed; none if blank. */
function plainBlock(src: string, top: boolean): Tokens.Generic | undefined {
  const first = src.search(/\S/);
  if (first < 0) return undefined;
  const text = src.slice(src.lastIndexOf('\n', first) + 1).trimEnd();
  return { type: top ? 'paragraph' : 'text', raw: src, text, tokens: plainInline(text) };
}

function pushPlain(tokens: Token[], src: string): Token[] {
  for (const token of plainInline(src)) tokens.push(token);
  return tokens;
}

function boundsOf(context: TokenizerThis): TBoundsState {
  return (context.lexer as BoundedLexer).bounds;
}

/**
 * Two extensions that run before marked's own tokenizers at every step: they charge the step and,
 * once the work is spent, take the rest as plain text (the rest of a block at once; inline, up
 * to the next line break, so lines stay lines).
 */
const OPTIONS: MarkedOptions = {
  ...getDefaults(),
  gfm: true,
  breaks: true,
  extensions: new Marked().use({
    extensions: [
      {
        name: 'boundedBlock',
        level: 'block',
        tokenizer(this: TokenizerThis, src: string): Tokens.Generic | undefined {
          const state = boundsOf(this);
          state.work += PER_BLOCK_STEP;
          if (!spent(state)) return undefined;
          return plainBlock(src, this.lexer.state.top);
        },
      },
      {
        name: 'boundedInline',
        level: 'inline',
        tokenizer(this: TokenizerThis, src: string): Tokens.Generic | undefined {
          const state = boundsOf(this);
          state.work += PER_INLINE_STEP;
          if (!spent(state)) return undefined;
          if (src.charCodeAt(0) === 10) return { type: 'br', raw: '\n' };
          const end = src.indexOf('\n');
          const raw = end < 0 ? src : src.slice(0, end);
          return { type: 'text', raw, text: raw, escaped: false };
        },
      },
    ],
  }).defaults.extensions,
};

export interface TBoundedLex {
  tokens: Token[];
  /**
   * Work done (what the steps that ran may have cost). It passes `budget` by at most one step;
   * `plain` says whether the rest of the answer went plain.
   */
  work: number;
  budget: number;
  plain: boolean;
}

/** The work an answer of this source may cost. */
export function workBudget(source: string): number {
  const { workBase, workPerChar, workMax } = MARKDOWN_BOUNDS;
  return Math.min(workMax, workBase + workPerChar * source.length);
}

/** Lexes one answer within MARKDOWN_BOUNDS; `work` says what it cost (tests, bench). */
export function lexBounded(source: string): TBoundedLex {
  const budget = workBudget(source);
  const state: TBoundsState = {
    blockDepth: 0,
    inlineDepth: 0,
    work: 0,
    budget,
    exhausted: false,
    blocks: [],
    inlines: [],
  };
  const options: MarkedOptions = { ...OPTIONS };
  options.tokenizer = new BoundedTokenizer(state, options);
  const lexer = new BoundedLexer(state, options);
  const tokens = lexer.lex(source);
  return { tokens, work: state.work, budget, plain: spent(state) };
}
