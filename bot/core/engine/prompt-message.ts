/** The check-in prompt of one member as a platform-neutral message (ARCHITECTURE §5). */
import type { TPromptMessage } from '../../domain/engine-messages.ts';
import type { TRunMemberUser } from '../../domain/reports/create-report-run.ts';
import { introTemplateOf } from '../../domain/reports/platform-texts.ts';
import type { TEngineDeps } from './engine-deps.ts';
import { fillPlaceholders } from './fill-placeholders.ts';
import { greetingName } from './greeting-name.ts';
import type { TRunContext } from './message-context.ts';

/** The prompt to one member, whatever carries it (email, Teams card, the card's edit form). */
export function promptMessageOf(
  context: TRunContext,
  checkin: { id: string; hash: string },
  user: Pick<TRunMemberUser, 'email' | 'firstName'>,
  replyAddress: TEngineDeps['replyAddress'],
): TPromptMessage {
  const { report, settings } = context;
  const name = greetingName(user);
  return {
    kind: 'prompt',
    recipient: { name, email: user.email },
    run: context.ref,
    intro: fillPlaceholders(introTemplateOf(settings, context.teamService), {
      name,
      report: report.name,
      team: context.teamName,
      reportDate: context.ref.runDate,
    }),
    questions: context.questions,
    goalTrackingEnabled: settings.goal_tracking_enabled,
    ...(settings.private_reports_enabled
      ? {
          privateNote: fillPlaceholders(settings.private_message, {
            report: report.name,
            team: context.teamName,
            reportDate: context.ref.runDate,
          }),
        }
      : {}),
    checkinUrl: context.checkinUrl(checkin.hash),
    ...(replyAddress ? { replyTo: replyAddress(checkin.id) } : {}),
  };
}
