/**
 * The contact form (spec part 1 §2.6 'Contact us', §2.12 the help widget's message form; part 2
 * 'Chat with us' on the trial-ended page): what a person may send to the people who run this
 * Rollcall server, with its limits and words, shared by the server and the web app's form.
 *
 * Signed-in people write only the topic and the message: their name and email are the session's
 * (the form shows them, not editable), so no one can send a message under another person's name
 * from inside an account. Guests type a name and an email for the reply; the message is only ever
 * sent to the server's own support address, never to an address someone typed.
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, MAX_INPUT, ZEmail } from './accounts.ts';
import { safeNextPath } from './safe-next-path.ts';

/** What a message is about; support sorts by it (the subject line starts with it). */
export const CONTACT_TOPICS = ['Question', 'Problem', 'Billing', 'Feedback', 'Other'] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  messageMin: 10,
  messageMax: 5000,
  /** The page the person came from: a path of this site. */
  pageMax: 500,
  /** Messages one person (a signed-in login, or a guest's email) may send an hour. */
  perPersonPerHour: 5,
  /** Messages one client address may send an hour (an office's people share one). */
  perAddressPerHour: 20,
} as const;

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We will answer by email, usually within one working day.',
  nameRequired: 'Your name is required',
  nameOneLine: 'Write your name on one line, without special characters.',
  topicRequired: 'Choose what your message is about',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help.`,
  messageTooLong: `Please keep your message under ${CONTACT_LIMITS.messageMax} characters.`,
  pageInvalid: 'The page you came from is not a page of this site.',
  tooManyMessages: `You have sent ${CONTACT_LIMITS.perPersonPerHour} messages in the last hour. Please wait {minutes} minutes and send again; we answer every message.`,
} as const;

/** POST here (JSON or form-encoded, with the CSRF token); public. */
export const CONTACT_API = '/api/v1/contact/';

/** The page's own path (PAGE_ROUTES '/contact'). */
export const CONTACT_PAGE = '/contact/';

const ZTopic = z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topicRequired });

const ZMessage = z
  .string({ error: CONTACT_MESSAGES.messageTooShort })
  .trim()
  .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
  .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong);

/** An in-site path, normalised; '' (or nothing) when the person did not come from a page. */
const ZFromPage = z
  .string()
  .max(CONTACT_LIMITS.pageMax, CONTACT_MESSAGES.pageInvalid)
  .refine((value) => value === '' || safeNextPath(value) !== undefined, CONTACT_MESSAGES.pageInvalid)
  .transform((value) => (value === '' ? undefined : safeNextPath(value)))
  .optional();

/** What a signed-in person sends: the rest comes from their session. */
export const ZSignedInContactMessage = z.object({
  topic: ZTopic,
  message: ZMessage,
  page: ZFromPage,
});

/** The whole form, as a guest sends it (and as the web app checks it for everyone). */
export const ZContactMessage = ZSignedInContactMessage.extend({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(MAX_INPUT, ACCOUNT_MESSAGES.tooLong)
    // A name goes into the email's subject: one line, no control characters.
    .regex(/^[^\p{Cc}]*$/u, CONTACT_MESSAGES.nameOneLine),
  email: ZEmail,
});
export type TContactMessage = z.infer<typeof ZContactMessage>;
export type TContactMessageInput = z.input<typeof ZContactMessage>;

/** The contact page's address, with the topic chosen and the page the person is on remembered. */
export function contactPageHref(options: { topic?: TContactTopic; from?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.topic) params.set('topic', options.topic);
  if (options.from) params.set('from', options.from);
  const query = params.toString();
  return query === '' ? CONTACT_PAGE : `${CONTACT_PAGE}?${query}`;
}
