/**
 * The emails Rollcall sends and the variables each one needs. The domain picks a template and
 * its variables; bot/adapters/email renders them (MJML) when the email is delivered.
 */
import { z } from 'zod';
import { ZConfirmationMessage, ZPromptMessage, ZReminderMessage, ZSummaryMessage } from '../engine-messages.ts';
import { ZInsightsExportFailedEmail, ZInsightsExportReadyEmail } from '../insights/insights-export-emails.ts';
import { ZContactEmail } from '../support/contact-email.ts';

export const ZEmailVariables = {
  'demo-ready': z.object({
    name: z.string(),
    loginUrl: z.url(),
    email: z.string(),
    password: z.string(),
  }),
  'verify-email': z.object({ verifyUrl: z.url() }),
  welcome: z.object({ name: z.string(), organization: z.string(), appUrl: z.url() }),
  invitation: z.object({ inviterName: z.string(), organization: z.string(), role: z.string(), acceptUrl: z.url() }),
  'organization-member-added': z.object({
    name: z.string(),
    inviterName: z.string(),
    organization: z.string(),
    role: z.string(),
    signInUrl: z.url(),
  }),
  'password-reset': z.object({ name: z.string(), resetUrl: z.url() }),
  'magic-link': z.object({ name: z.string(), signInUrl: z.url() }),
  'team-member-added': z.object({
    name: z.string(),
    inviterName: z.string(),
    teamName: z.string(),
    organization: z.string(),
  }),
  'chat-team-email-only': z.object({
    name: z.string(),
    teamName: z.string(),
    organization: z.string(),
    billingUrl: z.url(),
  }),
  'checkin-prompt': ZPromptMessage,
  'checkin-reminder': ZReminderMessage,
  'checkin-confirmation': ZConfirmationMessage,
  'report-summary': ZSummaryMessage,
  'entry-comment': z.object({
    name: z.string(),
    commenterName: z.string(),
    reportName: z.string(),
    runDate: z.string(),
    comment: z.string(),
    entryUrl: z.url(),
  }),
  'insights-export': ZInsightsExportReadyEmail,
  'insights-export-failed': ZInsightsExportFailedEmail,
  'contact-message': ZContactEmail,
} as const;

export type TEmailTemplateName = keyof typeof ZEmailVariables;
export type TEmailVariables<T extends TEmailTemplateName> = z.infer<(typeof ZEmailVariables)[T]>;

export const EMAIL_TEMPLATE_NAMES = Object.keys(ZEmailVariables) as TEmailTemplateName[];
