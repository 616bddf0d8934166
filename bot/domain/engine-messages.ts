/**
 * The platform-neutral messages of the standup engine (ARCHITECTURE §5), kept in domain/ so the
 * email templates (domain) and the engine (core) share them. The engine decides what
 * to say and to whom; renderers turn a message into MJML email, an Adaptive Card (Teams, Webex)
 * or Block Kit (Slack); adapters only send. Every text here is final: placeholders such as
 * {{name}} or {{time_left}} are already filled in. Answers are GitHub-flavoured Markdown.
 */
import { z } from 'zod';

const ZLink = z.url();

/** Who a message goes to. */
export const ZRecipient = z.object({ name: z.string(), email: z.string() });

/** The report and run a message is about. */
export const ZRunRef = z.object({
  reportId: z.string(),
  reportName: z.string(),
  teamName: z.string(),
  /** 'Monday, November 23, 2026': the run's local date in words. */
  runDate: z.string(),
  /** The run's key, its local date YYYY-MM-DD. */
  runKey: z.string(),
});

export type TRunRef = z.infer<typeof ZRunRef>;

/** The check-in prompt: greeting, the numbered questions, a button to the web check-in. */
export const ZPromptMessage = z.object({
  kind: z.literal('prompt'),
  recipient: ZRecipient,
  run: ZRunRef,
  /** The intro message with {{name}}, {{report}}, {{team}} filled in. */
  intro: z.string(),
  questions: z.array(z.string()).min(1),
  /** Previous answers, pre-filled when the member edits (same order as questions). */
  answers: z.array(z.string()).optional(),
  /**
   * Set on the prompt's update after a submission from a chat door (the Slack modal): the message
   * then shows the submitted answers and these flags, with an Edit button.
   */
  submitted: z.object({ goalCompleted: z.boolean(), blocked: z.boolean() }).optional(),
  /**
   * The goal and blocked toggles as the form shows them (a chat card sent again to edit, or sent
   * back with what was typed after a refusal); both off when absent.
   */
  toggles: z.object({ goalCompleted: z.boolean(), blocked: z.boolean() }).optional(),
  goalTrackingEnabled: z.boolean(),
  /** Shown for private reports: who will see the answers. */
  privateNote: z.string().optional(),
  checkinUrl: ZLink,
  /** The signed reply address (replies are taken); absent: the email does not invite a reply. */
  replyTo: z.string().optional(),
});
export type TPromptMessage = z.infer<typeof ZPromptMessage>;

/** The first or the final reminder, only to members who have not submitted. */
export const ZReminderMessage = z.object({
  kind: z.literal('reminder'),
  stage: z.enum(['first', 'final']),
  recipient: ZRecipient,
  run: ZRunRef,
  /** reminder_one or reminder_two with {{time_left}} and friends filled in. */
  text: z.string(),
  /** '1 hour 30 minutes' until the summary. */
  timeLeft: z.string(),
  checkinUrl: ZLink,
  /** As on the prompt: where a reply goes, when replies are taken. */
  replyTo: z.string().optional(),
});
export type TReminderMessage = z.infer<typeof ZReminderMessage>;

/** After a submission: the closing message and a link to edit. */
export const ZConfirmationMessage = z.object({
  kind: z.literal('confirmation'),
  recipient: ZRecipient,
  run: ZRunRef,
  text: z.string(),
  checkinUrl: ZLink,
  dashboardUrl: ZLink,
  /** An emailed reply that could not complete the check-in: saved as a draft for the member to finish. */
  needsAttention: z.boolean().optional(),
});
export type TConfirmationMessage = z.infer<typeof ZConfirmationMessage>;

export const ZSummaryEntry = z.object({
  name: z.string(),
  status: z.enum(['submitted', 'missing', 'vacation']),
  goalCompleted: z.boolean(),
  blocked: z.boolean(),
  /** Same order as the summary's questions; '' for a question left empty. */
  answers: z.array(z.string()),
});
export type TSummaryEntry = z.infer<typeof ZSummaryEntry>;

/** The run's digest, grouped by member or by question (summary_format). */
export const ZSummaryMessage = z.object({
  kind: z.literal('summary'),
  recipient: ZRecipient,
  run: ZRunRef,
  /** public_message_title / public_message_subtitle with placeholders filled in. */
  title: z.string(),
  subtitle: z.string(),
  format: z.enum(['members', 'questions']),
  questions: z.array(z.string()),
  entries: z.array(ZSummaryEntry),
  goalTrackingEnabled: z.boolean(),
  stats: z.object({
    answered: z.number().int(),
    total: z.number().int(),
    participationPercent: z.number().int(),
    goalCount: z.number().int(),
    blockedCount: z.number().int(),
  }),
  dashboardUrl: ZLink,
});
export type TSummaryMessage = z.infer<typeof ZSummaryMessage>;

/** One member's submission posted to the report's channel thread (channel broadcast). */
export const ZSubmissionPostMessage = z.object({
  kind: z.literal('submission-post'),
  run: ZRunRef,
  entry: ZSummaryEntry,
  questions: z.array(z.string()),
  goalTrackingEnabled: z.boolean(),
  dashboardUrl: ZLink,
});
export type TSubmissionPostMessage = z.infer<typeof ZSubmissionPostMessage>;

/** Told to report admins when a platform refused a message. */
export const ZDeliveryFailureMessage = z.object({
  kind: z.literal('delivery-failure'),
  run: ZRunRef,
  memberName: z.string(),
  platformLabel: z.string(),
  code: z.string(),
  /** 'Failed to send through Microsoft Teams. Code - {code}' and the like. */
  text: z.string(),
});
export type TDeliveryFailureMessage = z.infer<typeof ZDeliveryFailureMessage>;

/** The root of a run's channel thread: the bot message settings' title and subtitle (filled in). */
export const ZBroadcastMessage = z.object({
  kind: z.literal('broadcast'),
  run: ZRunRef,
  title: z.string(),
  subtitle: z.string(),
  dashboardUrl: ZLink,
});
export type TBroadcastMessage = z.infer<typeof ZBroadcastMessage>;

/** A plain chat note with link buttons: the activation link after an install, help, resync results. */
export const ZNoticeMessage = z.object({
  kind: z.literal('notice'),
  /** Markdown. */
  text: z.string(),
  links: z.array(z.object({ title: z.string(), url: ZLink })).max(5),
});
export type TNoticeMessage = z.infer<typeof ZNoticeMessage>;

export const ZEngineMessage = z.discriminatedUnion('kind', [
  ZPromptMessage,
  ZReminderMessage,
  ZConfirmationMessage,
  ZSummaryMessage,
  ZSubmissionPostMessage,
  ZDeliveryFailureMessage,
  ZBroadcastMessage,
  ZNoticeMessage,
]);
export type TEngineMessage = z.infer<typeof ZEngineMessage>;
