import { Body1, Button, makeStyles, Subtitle2, Title2, Tooltip, tokens } from '@fluentui/react-components';
import { AddRegular, ClipboardTaskListLtrRegular, LockClosedRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { canCreateTeams } from '../../../../shared/permissions.ts';
import { REPORT_MESSAGES, type TReportsList } from '../../../../shared/reports.ts';
import { useLoadedState } from '../../app/loaded-state.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { LockedFeature } from '../../components/LockedFeature.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import type { TPageProps } from '../page-props.ts';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { ReportCard } from './ReportCard.tsx';
import { useReportsList } from './report-queries.ts';

const SUBTITLE = 'Automated workflows for your team.';
const CREATE_LABEL = 'Create new report';
const CREATE_FIRST_LABEL = 'Create your first report';
const PRESETS_PATH = '/reports/presets/';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalM} 0`,
    [NARROW_SCREEN]: { padding: 0 },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  createTile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    boxSizing: 'border-box',
    width: 'min(440px, 80vw)',
    minHeight: '200px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
  },
});

/** The way to the templates; under ONE_REPORT_LIMIT a focusable, disabled button that says why. */
function CreateReportButton({ locked, label }: { locked: boolean; label: string }) {
  if (!locked) {
    return (
      <ButtonLink to={PRESETS_PATH} appearance="primary" icon={<AddRegular />}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Tooltip content={REPORT_MESSAGES.oneReportLimit} relationship="description" withArrow>
      <Button disabledFocusable icon={<LockClosedRegular />}>
        {label}
      </Button>
    </Tooltip>
  );
}

/** The create call drawn under the plan overlay (ONE_REPORT_LIMIT), which leads to the billing page. */
function LockedCreateReport({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <LockedFeature locked message={REPORT_MESSAGES.oneReportLimit}>
      <div className={styles.createTile}>
        <Subtitle2>{label}</Subtitle2>
        <Body1>Start from a template or build a custom report.</Body1>
        <ButtonLink to={PRESETS_PATH} appearance="primary" icon={<AddRegular />}>
          {label}
        </ButtonLink>
      </div>
    </LockedFeature>
  );
}

/** The empty state's call: nothing for viewers who cannot create, the plan overlay when locked. */
function firstReportAction(list: TReportsList): ReactNode {
  if (!list.can_create) return null;
  if (list.create_locked) return <LockedCreateReport label={CREATE_FIRST_LABEL} />;
  return <CreateReportButton locked={false} label={CREATE_FIRST_LABEL} />;
}

/**
 * Reports belong to a team: a viewer in none is told so, who can add them to one and, when they
 * may, how to set up a team, instead of a way to a report they could not assign to anyone.
 */
function NoTeamYet({ title }: { title: string }) {
  const { user } = useLoadedState();
  const mayCreate = user !== null && canCreateTeams(user);
  const account = user?.account_name ?? 'your organization';
  return (
    <EmptyState
      card
      icon={<ClipboardTaskListLtrRegular />}
      title={title}
      body={`${SUBTITLE} Reports belong to a team, and you are not in a team yet.`}
      note={
        mayCreate
          ? `Set up your team first; an Account Admin of ${account} can also add you to an existing one.`
          : `An Account Admin or Team Admin of ${account} can add you to a team.`
      }
      action={mayCreate ? <AppLink to="/setup/">Set up your team</AppLink> : null}
    />
  );
}

function NoReports({ title, list }: { title: string; list: TReportsList }) {
  return (
    <EmptyState
      card
      icon={<ClipboardTaskListLtrRegular />}
      title={title}
      body={
        list.can_create
          ? `${SUBTITLE} You have no reports yet: create your first one and Rollcall will check in with your team on its schedule.`
          : `${SUBTITLE} Your team has no reports yet.`
      }
      note={list.can_create ? undefined : 'Ask an admin of your team to create the first report.'}
      action={firstReportAction(list)}
    />
  );
}

function ReportsList({ title, list }: { title: string; list: TReportsList }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <Title2 as="h1" className={styles.heading}>
            {title}
          </Title2>
          <Body1 as="p" className={styles.subtitle}>
            {SUBTITLE}
          </Body1>
        </div>
        {list.can_create ? <CreateReportButton locked={list.create_locked} label={CREATE_LABEL} /> : null}
      </header>
      <ul className={styles.list} aria-label={title}>
        {list.reports.map((report) => (
          <li key={report.report_id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      {list.can_create && list.create_locked ? <LockedCreateReport label={CREATE_LABEL} /> : null}
    </div>
  );
}

/**
 * Reports list (spec part 3 §2.1): every report the viewer can see as a card with its stats, the
 * way to create another, and an empty state that leads to the first report.
 */
export default function ReportsListPage({ route }: TPageProps) {
  const query = useReportsList();
  const { team } = useLoadedState();
  return (
    <QueryGate query={query}>
      {(list) =>
        list.reports.length === 0 && team === null ? (
          <NoTeamYet title={route.title} />
        ) : list.reports.length === 0 ? (
          <NoReports title={route.title} list={list} />
        ) : (
          <ReportsList title={route.title} list={list} />
        )
      }
    </QueryGate>
  );
}
