/** Pieces shared by the event bodies: references to a team, a report, a member, and answers as text. */
import type { TStoredQuestion } from '../../db/schema/reports.ts';
import { displayName } from '../accounts/find-user.ts';
import type { TTeamRow, TUserRow } from '../accounts/viewer.ts';
import { settingsOf, type TReportRow } from '../reports/report-settings.ts';

/** The team as receivers see it: its public uuid (the one in integration URLs) and name. */
export function teamRef(team: Pick<TTeamRow, 'uuid' | 'name'>) {
  return { id: team.uuid, name: team.name };
}

export function memberRef(user: Pick<TUserRow, 'id' | 'firstName' | 'lastName' | 'email'>) {
  return { id: user.id, name: displayName(user), email: user.email };
}

/**
 * A private report's answers belong to the respondent, the team admins and the owner (spec part 3
 * §6): a webhook endpoint is none of them, so such events carry no answer text.
 */
export function answersArePrivate(report: TReportRow): boolean {
  return settingsOf(report).private_reports_enabled;
}

/** Each question with its answer (Markdown as typed), in the run's order. */
export function answersOf(questions: readonly TStoredQuestion[], answers: Record<string, string>) {
  return questions.map((question) => ({ question: question.value, answer: answers[question.key] ?? '' }));
}
