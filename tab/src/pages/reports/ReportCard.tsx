import { Badge, Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import {
  CalendarClockRegular,
  DeleteRegular,
  EditRegular,
  HistoryRegular,
  LockClosedRegular,
  PauseRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { useId } from 'react';
import { REPORT_MESSAGES, type TReportListItem } from '../../../../shared/reports.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { ReportStatsCard } from './ReportStatsCard.tsx';

/** The card's links (spec part 3 §2.1); enable and delete are server routes, so full page loads. */
const reportPath = (action: 'manage' | 'history' | 'enable' | 'delete', slug: string) =>
  `/report/${action}/${encodeURIComponent(slug)}/`;

/**
 * Where the report's name leads: its settings for those who may edit it, else its latest
 * dashboard, or its history before it has run.
 */
export function reportNameTarget(report: TReportListItem): string {
  if (report.can_manage) return reportPath('manage', report.slug);
  return report.last_report_data?.dashboard_url ?? reportPath('history', report.slug);
}

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 320px)',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: tokens.spacingVerticalL,
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  name: { margin: 0, overflowWrap: 'anywhere' },
  facts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  fact: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
  },
  icon: { flexShrink: 0, fontSize: '16px' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalS,
  },
});

function membersLabel(count: number): string {
  return `${count} ${count === 1 ? 'Member' : 'Members'}`;
}

function ReportBadges({ report }: { report: TReportListItem }) {
  const styles = useStyles();
  const channel = report.channel_label.replace(/^#/, '');
  return (
    <div className={styles.badges}>
      {report.enabled ? (
        <Badge appearance="filled" color="success">
          Active
        </Badge>
      ) : (
        <Badge appearance="tint" color="warning">
          Paused
        </Badge>
      )}
      {channel === '' ? null : (
        <Badge appearance="outline" color="brand">
          #{channel}
        </Badge>
      )}
      {report.private_reports_enabled ? (
        <Badge appearance="tint" color="informative" icon={<LockClosedRegular />}>
          Private
        </Badge>
      ) : null}
      <Badge appearance="tint" color="subtle" icon={<PeopleRegular />}>
        {membersLabel(report.enabled_members)}
      </Badge>
    </div>
  );
}

function ReportActions({ report }: { report: TReportListItem }) {
  const styles = useStyles();
  const deleteReport = () => {
    if (window.confirm(REPORT_MESSAGES.confirmDelete)) window.location.assign(reportPath('delete', report.slug));
  };
  return (
    <div className={styles.actions}>
      {report.can_manage ? (
        <ButtonLink to={reportPath('manage', report.slug)} icon={<EditRegular />}>
          Edit
        </ButtonLink>
      ) : null}
      <ButtonLink to={reportPath('history', report.slug)} icon={<HistoryRegular />}>
        History
      </ButtonLink>
      {report.can_manage ? (
        <>
          <Button
            as="a"
            href={reportPath('enable', report.slug)}
            icon={report.enabled ? <PauseRegular /> : <PlayRegular />}
          >
            {report.enabled ? 'Pause' : 'Resume'}
          </Button>
          <Button icon={<DeleteRegular />} onClick={deleteReport}>
            Delete
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * One report of the reports list (spec part 3 §2.1): its state and audience, name, team and
 * schedule, the actions the viewer may take, and the latest run's stats beside it.
 */
export function ReportCard({ report }: { report: TReportListItem }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.main}>
        <ReportBadges report={report} />
        <Subtitle1 as="h2" id={headingId} className={styles.name}>
          <AppLink to={reportNameTarget(report)}>{report.report_name}</AppLink>
        </Subtitle1>
        <ul className={styles.facts} aria-label="Details">
          <li className={styles.fact}>
            <PeopleTeamRegular className={styles.icon} aria-hidden="true" />
            <Body1>{report.team_name}</Body1>
          </li>
          <li className={styles.fact}>
            <CalendarClockRegular className={styles.icon} aria-hidden="true" />
            <Body1>{report.schedule_text}</Body1>
          </li>
        </ul>
        <ReportActions report={report} />
      </div>
      <ReportStatsCard report={report} />
    </article>
  );
}
