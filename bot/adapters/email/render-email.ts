/**
 * Renders a template to the subject, responsive HTML (MJML) and text parts of an email.
 *
 * A report run sends one prompt (and maybe reminders) to every member, and compiling MJML costs a
 * few milliseconds each. For those per-recipient templates the MJML is compiled once per distinct
 * shape (number of questions, which answers exist, options), with placeholder tokens where every
 * string goes (name, check-in link, intro, answers, and the report, team, date and questions, so a
 * thousand reports due at 09:00 share one compile); each email then only fills its values in. MJML copies
 * text and attribute values through unchanged, so the result is byte-identical to a full render
 * (render-email.test.ts checks it). Measured on the 2-core dev machine (300 emails, warm):
 * checkin-prompt 4.6-5.1 ms per email uncached -> 0.07-0.18 ms cached; checkin-reminder
 * 3.1-3.7 ms -> 0.08-0.19 ms (what is left is mostly the Markdown of the intro and answers).
 *
 * Answers are filled in late in every template (issue 15, point 1): MJML compiles the email with a
 * token where each Markdown value goes, and the values are rendered afterwards, yielding to the
 * event loop between them, so a summary of many long or hostile answers never blocks it in one
 * go and MJML never reads the answers' HTML (it copies mj-text through unchanged). `cache: false`
 * keeps the direct render that the tests compare the late fill with.
 */
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { TMarkupFormat } from '../../core/render/email-format.ts';
import { markdownToEmailHtml } from '../../core/render/markdown.ts';
import { isBlankAnswer } from '../../core/render/wording.ts';
import type { TRenderedEmail } from '../../domain/email/deliver-email.ts';
import { type TEmailTemplateName, type TEmailVariables, ZEmailVariables } from '../../domain/email/email-templates.ts';
import type { TRunRef } from '../../domain/engine-messages.ts';
import { checkinPromptEmail } from './templates/checkin-prompt.ts';
import { checkinReminderEmail } from './templates/checkin-reminder.ts';
import { EMAIL_TEMPLATES } from './templates/index.ts';
import type { TEmailSource } from './templates/types.ts';

// mjml is loaded on the first email, not at start: it is the heaviest import of the process (~0.7 s, ~50 MB).
const loadMjml = async () => (await import('mjml')).default;

export interface TRenderEmailOptions {
  /** false renders from scratch even for a cacheable template (tests, previews). */
  cache?: boolean;
}

/** Validates the variables again (rows may predate a template change) and renders strictly. */
export async function renderEmail(
  template: TEmailTemplateName,
  variables: unknown,
  options: TRenderEmailOptions = {},
): Promise<TRenderedEmail> {
  const build = EMAIL_TEMPLATES[template] as (vars: unknown, format?: TMarkupFormat) => TEmailSource;
  if (!build) throw new Error(`unknown email template ${template}`);
  const vars = ZEmailVariables[template].parse(variables);
  if (options.cache !== false) {
    const cached = await renderCached(template, vars);
    if (cached) return cached;
    return renderWithLateMarkdown(build, vars);
  }
  const source = build(vars);
  return { subject: source.subject, html: await compileMjml(source.mjml), text: source.text };
}

/** The template compiled with a token for each Markdown value, then the values rendered and put in. */
async function renderWithLateMarkdown(
  build: (vars: unknown, format?: TMarkupFormat) => TEmailSource,
  vars: unknown,
): Promise<TRenderedEmail> {
  const markdown: string[] = [];
  const source = build(vars, {
    text: escapeHtml,
    markdown(value) {
      markdown.push(value);
      return `${TOKEN_PREFIX}m${markdown.length - 1}z`;
    },
  });
  const html = await compileMjml(source.mjml);
  if (markdown.length === 0) return { subject: source.subject, html, text: source.text };
  const rendered = await renderMarkdownValues(markdown);
  return {
    subject: source.subject,
    html: html.replace(TOKEN, (whole, _kind: string, index: string) => rendered[Number(index)] ?? whole),
    text: source.text,
  };
}

/** How long rendering answers may hold the event loop before it yields to other work. */
const YIELD_AFTER_MS = 8;

/**
 * Each value as email HTML (markdownToEmailHtml: bounded, plain text when it cannot render),
 * yielding to the event loop whenever YIELD_AFTER_MS have passed since it last did.
 */
async function renderMarkdownValues(values: readonly string[]): Promise<string[]> {
  const rendered: string[] = [];
  let since = performance.now();
  for (const value of values) {
    if (performance.now() - since > YIELD_AFTER_MS) {
      await nextTurn();
      since = performance.now();
    }
    rendered.push(markdownToEmailHtml(value));
  }
  return rendered;
}

async function compileMjml(mjml: string): Promise<string> {
  const mjml2html = await loadMjml();
  const result = await mjml2html(mjml, { validationLevel: 'strict', minify: false });
  return result.html;
}

// --- Placeholder render cache -------------------------------------------------------------------

/** Distinct run-level contents kept compiled; one run needs one or two, so this is plenty. */
const CACHE_ENTRIES = 200;

/**
 * Placeholder tokens: letters and digits only, so escaping and MJML leave them alone, with a
 * random part so no real text can look like one. 't' marks a text value, 'm' a Markdown value.
 */
const NONCE = randomBytes(6).toString('hex');
const TOKEN_PREFIX = `rcslot${NONCE}`;
const TOKEN = new RegExp(`${TOKEN_PREFIX}([tm])(\\d+)z`, 'g');
const TEXT_TOKEN = new RegExp(`^${TOKEN_PREFIX}t(\\d+)z$`);

/** Swaps a recipient's value for a token; blank values stay (templates branch on blankness). */
type TSlot = (value: string) => string;

/** Every run-level string too, so reports that differ only in names and dates share one compile. */
function slotRun(run: TRunRef, slot: TSlot): TRunRef {
  return {
    reportId: slot(run.reportId),
    reportName: slot(run.reportName),
    teamName: slot(run.teamName),
    runDate: slot(run.runDate),
    runKey: slot(run.runKey),
  };
}

/** The templates worth caching and where the recipient's values sit in their variables. */
const CACHEABLE: {
  [K in TEmailTemplateName]?: {
    build: (vars: TEmailVariables<K>, format: TMarkupFormat) => TEmailSource;
    placeholders: (vars: TEmailVariables<K>, slot: TSlot) => TEmailVariables<K>;
  };
} = {
  'checkin-prompt': {
    build: checkinPromptEmail,
    placeholders: (vars, slot) => ({
      ...vars,
      recipient: { name: slot(vars.recipient.name), email: slot(vars.recipient.email) },
      run: slotRun(vars.run, slot),
      intro: slot(vars.intro),
      questions: vars.questions.map(slot),
      answers: vars.answers?.map(slot),
      ...(vars.privateNote === undefined ? {} : { privateNote: slot(vars.privateNote) }),
      checkinUrl: slot(vars.checkinUrl),
      ...(vars.replyTo === undefined ? {} : { replyTo: slot(vars.replyTo) }),
    }),
  },
  'checkin-reminder': {
    build: checkinReminderEmail,
    placeholders: (vars, slot) => ({
      ...vars,
      recipient: { name: slot(vars.recipient.name), email: slot(vars.recipient.email) },
      run: slotRun(vars.run, slot),
      text: slot(vars.text),
      timeLeft: slot(vars.timeLeft),
      checkinUrl: slot(vars.checkinUrl),
      ...(vars.replyTo === undefined ? {} : { replyTo: slot(vars.replyTo) }),
    }),
  },
};

/** Writes tokens where the real format would write a recipient's value; refuses to mix them. */
const PLACEHOLDER_FORMAT: TMarkupFormat = {
  text: escapeHtml,
  markdown(value) {
    const token = TEXT_TOKEN.exec(value);
    if (token) return `${TOKEN_PREFIX}m${token[1]}z`;
    if (value.includes(TOKEN_PREFIX)) throw new Error('a recipient value must be passed to format.markdown whole');
    return markdownToEmailHtml(value);
  },
};

/** For the subject and text parts only: the markup is thrown away, so don't render it. */
const NO_MARKUP: TMarkupFormat = { text: () => '', markdown: () => '' };

/** Least recently used first; a hit moves the entry to the end. */
const compiled = new Map<string, Promise<string>>();

async function renderCached<K extends TEmailTemplateName>(
  template: K,
  vars: TEmailVariables<K>,
): Promise<TRenderedEmail | null> {
  const plan = CACHEABLE[template];
  if (!plan) return null;
  const values: string[] = [];
  const slot: TSlot = (value) => {
    if (isBlankAnswer(value)) return value;
    values.push(value);
    return `${TOKEN_PREFIX}t${values.length - 1}z`;
  };
  const placeholderVars = plan.placeholders(vars, slot);
  const key = `${template}\u0000${JSON.stringify(placeholderVars)}`;
  let html = compiled.get(key);
  if (html) {
    compiled.delete(key);
  } else {
    html = compileMjml(plan.build(placeholderVars, PLACEHOLDER_FORMAT).mjml);
    html.catch(() => compiled.delete(key));
  }
  compiled.set(key, html);
  if (compiled.size > CACHE_ENTRIES) compiled.delete(compiled.keys().next().value as string);
  const source = plan.build(vars, NO_MARKUP);
  const compiledHtml = await html;
  // The Markdown values (intro, answers) are rendered before filling, yielding between them.
  const markdownIndexes = [...compiledHtml.matchAll(TOKEN)]
    .filter((match) => match[1] === 'm')
    .map((m) => Number(m[2]));
  const renderedValues = await renderMarkdownValues(markdownIndexes.map((index) => values[index] ?? ''));
  const rendered = new Map(markdownIndexes.map((index, i) => [index, renderedValues[i]!]));
  const filled = compiledHtml.replace(TOKEN, (_whole, kind: string, index: string) => {
    const value = values[Number(index)] ?? '';
    return kind === 't' ? escapeHtml(value) : (rendered.get(Number(index)) ?? '');
  });
  return { subject: source.subject, html: filled, text: source.text };
}
