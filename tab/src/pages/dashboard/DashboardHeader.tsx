/**
 * The run dashboards' header (spec part 3 §2.7): the report's name and the run's date with its
 * zone, the previous and next runs, the Grid / By question switch, the other reports, and the
 * links the viewer may use (History; Manage, Check in and Resend summary when given).
 */
import { Badge, Body1, Button, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import {
  ArrowLeftRegular,
  ArrowRightRegular,
  CheckmarkCircleRegular,
  EditRegular,
  GridRegular,
  HistoryRegular,
  LockClosedRegular,
  MailArrowForwardRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import type { TRunDashboard } from '../../../../shared/dashboard.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { neighbourPaths, runKeyLabel, type TRunView } from './dashboard-nav.ts';
import { OtherReportsMenu } from './OtherReportsMenu.tsx';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  date: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  zone: { color: tokens.colorNeutralForeground3 },
  navs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [NARROW_SCREEN]: { gap: tokens.spacingHorizontalXS },
  },
});

function RunArrow({
  direction,
  path,
  runKey,
}: {
  direction: 'Previous' | 'Next';
  path: string | null;
  runKey: string | null;
}) {
  const icon = direction === 'Previous' ? <ArrowLeftRegular /> : <ArrowRightRegular />;
  const label = `${direction} report`;
  if (path === null || runKey === null) return <Button icon={icon} aria-label={label} disabledFocusable />;
  return <ButtonLink to={path} icon={icon} aria-label={label} title={`${label}: ${runKeyLabel(runKey)}`} />;
}

function ViewSwitch({ run, view }: { run: TRunDashboard; view: TRunView }) {
  const styles = useStyles();
  const { grid_view: grid, question_view: question } = run.links;
  if (grid === null && question === null) return null;
  return (
    <nav className={styles.group} aria-label="Dashboard view">
      {grid === null ? null : (
        <ButtonLink
          to={grid}
          icon={<GridRegular />}
          appearance={view === 'grid' ? 'primary' : 'secondary'}
          aria-current={view === 'grid' ? 'page' : undefined}
        >
          Grid
        </ButtonLink>
      )}
      {question === null ? null : (
        <ButtonLink
          to={question}
          icon={<TextBulletListSquareRegular />}
          appearance={view === 'question' ? 'primary' : 'secondary'}
          aria-current={view === 'question' ? 'page' : undefined}
        >
          By question
        </ButtonLink>
      )}
    </nav>
  );
}

function HeaderLinks({ run }: { run: TRunDashboard }) {
  const styles = useStyles();
  const { links } = run;
  return (
    <div className={styles.actions}>
      <OtherReportsMenu teamSlug={run.team_slug} reports={run.other_reports} />
      <ButtonLink to={links.history} icon={<HistoryRegular />}>
        History
      </ButtonLink>
      {links.manage === null ? null : (
        <ButtonLink to={links.manage} icon={<EditRegular />}>
          Manage
        </ButtonLink>
      )}
      {links.resend_summary === null ? null : (
        // A server route that sends the summary and comes back with a message: a full page load.
        <Button as="a" href={links.resend_summary} icon={<MailArrowForwardRegular />}>
          Resend summary
        </Button>
      )}
      {links.checkin === null ? null : (
        <ButtonLink to={links.checkin} appearance="primary" icon={<CheckmarkCircleRegular />}>
          Check in
        </ButtonLink>
      )}
    </div>
  );
}

/** The header of the grid and question views of one run. */
export function DashboardHeader({ run, view }: { run: TRunDashboard; view: TRunView }) {
  const styles = useStyles();
  const neighbours = neighbourPaths(view, run);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.titles}>
          <Caption1 className={styles.zone}>{run.team_name}</Caption1>
          <Title2 as="h1" className={styles.heading}>
            {run.report_name}
          </Title2>
          <Body1 as="p" className={styles.date}>
            <span>{run.long_date ?? 'No check-ins yet'}</span>
            <span className={styles.zone}>{`Time zone: ${run.time_zone}`}</span>
            {run.is_private_report ? (
              <Badge appearance="tint" color="informative" icon={<LockClosedRegular />}>
                Private
              </Badge>
            ) : null}
          </Body1>
        </div>
        <div className={styles.navs}>
          <nav className={styles.group} aria-label="Report dates">
            <RunArrow direction="Previous" path={neighbours.previous} runKey={run.previous_report_key} />
            <RunArrow direction="Next" path={neighbours.next} runKey={run.next_report_key} />
          </nav>
          <ViewSwitch run={run} view={view} />
        </div>
      </div>
      <HeaderLinks run={run} />
    </header>
  );
}
