import { Badge, Body1, Caption1 } from '@fluentui/react-components';
import type { THomeRun } from '../../../../shared/home.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { blockersText, openedAt, participation } from './home-format.ts';
import { useHomeStyles } from './home-styles.ts';

function RunRow({ run }: { run: THomeRun }) {
  const styles = useHomeStyles();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Body1 as="p" className={styles.rowTitle}>
          <strong>{run.report_name}</strong> · {run.team_name}
        </Body1>
        <div className={styles.facts}>
          <Caption1>{run.long_date}</Caption1>
          <Caption1>{openedAt(run.opened_at, run.time_zone)}</Caption1>
        </div>
        <div className={styles.facts}>
          <Badge appearance="tint" color={run.asked > 0 && run.answered === run.asked ? 'success' : 'informative'}>
            {participation(run.answered, run.asked)}
          </Badge>
          {run.blockers !== null ? (
            <Badge appearance="tint" color={run.blockers > 0 ? 'danger' : 'subtle'}>
              {blockersText(run.blockers)}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.rowActions}>
        {run.own_checkin ? (
          <ButtonLink to={run.own_checkin.link}>
            {run.own_checkin.submitted ? 'Edit your check-in' : 'Fill in your check-in'}
          </ButtonLink>
        ) : null}
        <ButtonLink to={run.dashboard_link}>Open dashboard</ButtonLink>
      </div>
    </li>
  );
}

/** Today's runs of the viewer's teams (today in each report's zone) with participation and blockers. */
export function TodayRunsSection({ runs, managesReports }: { runs: THomeRun[]; managesReports: boolean }) {
  const styles = useHomeStyles();
  return (
    <HomeSection title="Today's runs">
      {runs.length === 0 ? (
        <p className={styles.empty}>
          No report has run today for your teams.{' '}
          {managesReports ? (
            <AppLink to="/reports/" inline>
              See the schedules of your reports
            </AppLink>
          ) : (
            <AppLink to="/dashboard/" inline>
              See the latest dashboard
            </AppLink>
          )}
          .
        </p>
      ) : (
        <ul className={styles.list}>
          {runs.map((run) => (
            <RunRow key={run.dashboard_link} run={run} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
