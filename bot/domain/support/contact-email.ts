/**
 * The variables of the 'contact-message' email (a message from the contact form to the server's
 * support address): what the person wrote, and who they are as far as Rollcall knows it. Kept
 * beside the use case that fills it; bot/domain/email/email-templates.ts registers it.
 */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../../shared/contact.ts';

/** Who sent a message from inside an account (nothing of it is typed by them). */
export const ZContactSender = z.object({
  accountName: z.string(),
  accountId: z.string(),
  /** The account type's label (Account Admin...). */
  role: z.string(),
  /** The team they had open, when any. */
  teamName: z.string().nullable(),
  /** trialing, active, inactive... */
  subscriptionStatus: z.string(),
  planKey: z.string(),
});
export type TContactSender = z.infer<typeof ZContactSender>;

export const ZContactEmail = z.object({
  name: z.string().max(254),
  email: z.string().max(254),
  /** The Reply-To header: support answers the person straight from their mail client. */
  replyTo: z.string().max(254),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().max(CONTACT_LIMITS.messageMax),
  /** The page the person wrote from, as a link on this server, when known. */
  pageUrl: z.url().nullable(),
  /** Null for a guest: the name and email are what they typed, not checked. */
  sender: ZContactSender.nullable(),
});
export type TContactEmail = z.infer<typeof ZContactEmail>;
