import {
  Badge,
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { countOf } from '../../../../shared/count-of.ts';
import type { THomeAttentionMember, THomeManagedReport } from '../../../../shared/home.ts';
import { shortDate } from '../../../../shared/zoned-time.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { HomeSection } from './HomeSection.tsx';
import { nextRunText } from './home-format.ts';
import { useHomeStyles } from './home-styles.ts';

const useStyles = makeStyles({
  report: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
  },
  people: { margin: `${tokens.spacingVerticalXXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

function PeopleList({ people, total }: { people: THomeAttentionMember[]; total: number }) {
  const styles = useStyles();
  const more = total - people.length;
  return (
    <ul className={styles.people}>
      {people.map((person) => (
        <li key={person.email}>
          <strong>{person.name}</strong> ({person.email}): {person.reason}
        </li>
      ))}
      {more > 0 ? <li>{`and ${more} more on the dashboard`}</li> : null}
    </ul>
  );
}

function Attention({ report }: { report: THomeManagedReport }) {
  const date = report.latest_run_date ? ` on ${shortDate(report.latest_run_date)}` : '';
  return (
    <>
      {report.not_reached_count > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {`${countOf(report.not_reached_count, 'member not reached', 'members not reached')}${date}`}
            </MessageBarTitle>
            No check-in reached them on any channel: they cannot answer until it does.
            <PeopleList people={report.not_reached} total={report.not_reached_count} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {report.delivery_failure_count > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {`${countOf(report.delivery_failure_count, 'delivery failure', 'delivery failures')}${date}`}
            </MessageBarTitle>
            One channel failed; the check-in still reached them another way.
            <PeopleList people={report.delivery_failures} total={report.delivery_failure_count} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

function ManagedReport({ report }: { report: THomeManagedReport }) {
  const home = useHomeStyles();
  const styles = useStyles();
  const fine = report.not_reached_count + report.delivery_failure_count === 0;
  return (
    <li className={styles.report}>
      <div className={home.sectionHeader}>
        <div className={home.rowMain}>
          <Body1 as="p" className={home.rowTitle}>
            <strong>{report.report_name}</strong> · {report.team_name}
          </Body1>
          <div className={home.facts}>
            <Badge appearance={report.enabled ? 'filled' : 'tint'} color={report.enabled ? 'success' : 'warning'}>
              {report.enabled ? 'Active' : 'Paused'}
            </Badge>
            <Caption1>{nextRunText(report.enabled, report.next_run_at, report.time_zone)}</Caption1>
            {fine && report.latest_run_date ? (
              <Caption1>{`Every member of the run on ${shortDate(report.latest_run_date)} was reached.`}</Caption1>
            ) : null}
          </div>
        </div>
        <div className={home.rowActions}>
          {report.dashboard_link ? <ButtonLink to={report.dashboard_link}>Open dashboard</ButtonLink> : null}
          <ButtonLink to={report.manage_link}>Manage</ButtonLink>
        </div>
      </div>
      {fine ? null : <Attention report={report} />}
    </li>
  );
}

/** The reports the viewer manages; those with members not reached or failed deliveries first. */
export function ManagedReportsSection({ reports, total }: { reports: THomeManagedReport[]; total: number }) {
  const home = useHomeStyles();
  const needing = reports.filter((report) => report.not_reached_count + report.delivery_failure_count > 0).length;
  const title =
    needing > 0 ? `Reports you manage: ${needing} ${needing === 1 ? 'needs' : 'need'} you` : 'Reports you manage';
  return (
    <HomeSection title={title} aside={<AppLink to="/reports/">All reports</AppLink>}>
      {reports.length === 0 ? (
        <p className={home.empty}>
          No report yet.{' '}
          <AppLink to="/reports/presets/" inline>
            Create your first report
          </AppLink>{' '}
          and Rollcall will check in with your team on its schedule.
        </p>
      ) : (
        <>
          <ul className={home.list}>
            {reports.map((report) => (
              <ManagedReport key={report.manage_link} report={report} />
            ))}
          </ul>
          {total > reports.length ? <Caption1>{`Showing ${reports.length} of ${total} reports.`}</Caption1> : null}
        </>
      )}
    </HomeSection>
  );
}
