/** Template name -> builder; every name of bot/domain/email/email-templates.ts has one. */
import type { TEmailTemplateName, TEmailVariables } from '../../../domain/email/email-templates.ts';
import { chatTeamEmailOnlyEmail } from './chat-team-email-only.ts';
import { checkinConfirmationEmail } from './checkin-confirmation.ts';
import { checkinPromptEmail } from './checkin-prompt.ts';
import { checkinReminderEmail } from './checkin-reminder.ts';
import { contactMessageEmail } from './contact-message.ts';
import { demoReadyEmail } from './demo-ready.ts';
import { entryCommentEmail } from './entry-comment.ts';
import { insightsExportEmail } from './insights-export.ts';
import { insightsExportFailedEmail } from './insights-export-failed.ts';
import { invitationEmail } from './invitation.ts';
import { magicLinkEmail } from './magic-link.ts';
import { organizationMemberAddedEmail } from './organization-member-added.ts';
import { passwordResetEmail } from './password-reset.ts';
import { reportSummaryEmail } from './report-summary.ts';
import { teamMemberAddedEmail } from './team-member-added.ts';
import type { TEmailSource } from './types.ts';
import { verifyEmailEmail } from './verify-email.ts';
import { welcomeEmail } from './welcome.ts';

export const EMAIL_TEMPLATES: { [K in TEmailTemplateName]: (vars: TEmailVariables<K>) => TEmailSource } = {
  'demo-ready': demoReadyEmail,
  'verify-email': verifyEmailEmail,
  welcome: welcomeEmail,
  invitation: invitationEmail,
  'organization-member-added': organizationMemberAddedEmail,
  'password-reset': passwordResetEmail,
  'magic-link': magicLinkEmail,
  'team-member-added': teamMemberAddedEmail,
  'chat-team-email-only': chatTeamEmailOnlyEmail,
  'checkin-prompt': checkinPromptEmail,
  'checkin-reminder': checkinReminderEmail,
  'checkin-confirmation': checkinConfirmationEmail,
  'report-summary': reportSummaryEmail,
  'entry-comment': entryCommentEmail,
  'insights-export': insightsExportEmail,
  'insights-export-failed': insightsExportFailedEmail,
  'contact-message': contactMessageEmail,
};
