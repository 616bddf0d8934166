/**
 * The summary panel's lines (spec part 3 §2.7 'The summary shows total, answered, report name,
 * goal tracking ... and stats', §3 dashboard_actions): pure, so the words are tested.
 */
import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import { formatInstantInZone } from './dashboard-time.ts';

export interface TSummaryLine {
  label: string;
  value: string;
}

/** Answered of total and participation; goals and blockers when the report tracks them. */
export function summaryStatLines(summary: TRunDashboard['summary']): TSummaryLine[] {
  const { stats } = summary;
  const lines: TSummaryLine[] = [
    { label: 'Answered', value: `${summary.answered} of ${summary.total}` },
    { label: 'Participation', value: `${stats.entries_percent}%` },
  ];
  if (!summary.goal_tracking_enabled) return lines;
  return [
    ...lines,
    { label: 'Goals completed', value: `${stats.goal_percent}% (${stats.goal_count} of ${stats.entries_count})` },
    { label: 'Blockers', value: String(stats.blocked_count) },
  ];
}

/** Whether and when the summary goes out, in the report's zone, and where it goes. */
export function summaryActionLines(run: Pick<TRunDashboard, 'dashboard_actions' | 'time_zone'>): TSummaryLine[] {
  const actions = run.dashboard_actions;
  const at = actions.summary_at === null ? null : formatInstantInZone(actions.summary_at, run.time_zone);
  let status: string;
  if (actions.is_email_summary_sent) status = at === null ? 'Sent' : `Sent ${at}`;
  else if (actions.is_email_summary_scheduled) status = at === null ? 'Scheduled' : `Scheduled for ${at}`;
  else status = 'Not scheduled';
  const lines: TSummaryLine[] = [{ label: 'Status', value: status }];
  if (actions.email_label.trim() !== '') lines.push({ label: 'Email', value: actions.email_label });
  if (actions.channel_label.trim() !== '') lines.push({ label: 'Channel', value: actions.channel_label });
  if (actions.broadcast_label.trim() !== '') lines.push({ label: 'Broadcast', value: actions.broadcast_label });
  return lines;
}
