/**
 * GET /api/v1/home (issue 17): what a signed-in person needs this morning. Their open check-ins,
 * today's runs of their teams, the reports they manage with what needs them, and shortcuts for
 * their role; a Team Member in no report gets the waiting view of part 3 §6 instead. Everything
 * is read within the viewer's account and the teams they may open.
 */
import { HOME_SHORTCUTS, type THome } from '../../../shared/home.ts';
import { ACCOUNT_TYPE } from '../../../shared/roles.ts';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { listOpenCheckins } from '../reports/list-open-checkins.ts';
import { canManageReports } from '../reports/report-access.ts';
import { listManagedReports } from './list-managed-reports.ts';
import { listTodayRuns } from './list-today-runs.ts';
import { answersAnyReport, findWaitingAdmins } from './waiting-member.ts';

/** The viewer's home: the overview, or the waiting view for a Team Member in no report. */
export async function getHome(db: TDb, viewer: TViewer, now: Date): Promise<THome> {
  const who = { first_name: viewer.user.firstName, account_name: viewer.account.name };
  const shortcuts = [...HOME_SHORTCUTS[viewer.accountTypeId]];
  if (viewer.accountTypeId === ACCOUNT_TYPE.MEMBER && !(await answersAnyReport(db, viewer))) {
    return { view: 'waiting', ...who, admins: await findWaitingAdmins(db, viewer), shortcuts };
  }
  const manages = canManageReports(viewer);
  const [open, todayRuns, managed] = await Promise.all([
    listOpenCheckins(db, viewer.user.id, viewer.account.id, now),
    listTodayRuns(db, viewer, now),
    manages ? listManagedReports(db, viewer, now) : Promise.resolve(null),
  ]);
  return {
    view: 'home',
    ...who,
    now: now.toISOString(),
    open_checkins: open.map((checkin) => ({
      link: checkin.data__link,
      report_name: checkin.report__name,
      team_name: checkin.report__team__name,
    })),
    today_runs: todayRuns,
    managed_reports: managed?.reports ?? null,
    managed_reports_total: managed?.total ?? 0,
    shortcuts,
  };
}
