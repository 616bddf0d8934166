/**
 * One member's entry (spec part 3 §2.7 entry card states): the avatar with goal and blocker dots,
 * and by state the answers (with reactions and comments), a faded vacation card, or faded
 * placeholders with when and how the check-in was sent; Remind and Check in when offered.
 */

import {
  Badge,
  Body1,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular, CheckmarkCircleRegular, ErrorCircleRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { DASHBOARD_MESSAGES, type TDashboardEntry, type TDashboardQuestion } from '../../../../shared/dashboard.ts';
import { awayDetail } from '../../../../shared/holidays.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ButtonLink } from '../teams/ButtonLink.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';
import { formatInstantInZone } from './dashboard-time.ts';
import { EntryActivity } from './EntryActivity.tsx';
import { EntryAnswers } from './EntryAnswers.tsx';
import { EntryAvatar } from './EntryAvatar.tsx';
import { chatDeliveryFailure, entryState, sentLine } from './entry-status.ts';
import { ReactionBar } from './ReactionBar.tsx';
import { useDashboardViewer } from './use-dashboard-viewer.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  faded: {
    backgroundColor: tokens.colorNeutralBackground2,
    boxShadow: 'none',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  text: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  failure: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorPaletteRedForeground1,
  },
  placeholders: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  placeholder: {
    height: '10px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStroke2,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  social: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What the card's heading names: the member (grid), the run's date (member view), or both (hashtag view). */
export type TEntryHeading = 'member' | 'date' | 'member-and-report';

export interface TEntryCardProps {
  entry: TDashboardEntry;
  questions: readonly TDashboardQuestion[];
  /** The team whose hashtag view the answers' tags link to. */
  teamSlug: string;
  heading?: TEntryHeading;
}

function CardHeading({ entry, heading, id }: { entry: TDashboardEntry; heading: TEntryHeading; id: string }) {
  const styles = useStyles();
  const checkedIn =
    entry.completed && entry.last_entry_sent_difference !== null
      ? `Checked in ${entry.last_entry_sent_difference}`
      : null;
  return (
    <div className={styles.titles}>
      <Subtitle2 as="h2" id={id} className={styles.heading}>
        {heading === 'date' ? (
          <AppLink to={entry.date_link}>{entry.human_date}</AppLink>
        ) : (
          <AppLink to={entry.member_link}>{entry.name}</AppLink>
        )}
      </Subtitle2>
      {heading === 'member-and-report' ? (
        <Caption1 className={styles.meta}>
          {entry.report_name === undefined ? null : `${entry.report_name}, `}
          <AppLink to={entry.date_link} inline>
            {entry.human_date}
          </AppLink>
        </Caption1>
      ) : null}
      {checkedIn === null ? null : <Caption1 className={styles.meta}>{checkedIn}</Caption1>}
    </div>
  );
}

function WaitingBody({ entry }: { entry: TDashboardEntry }) {
  const styles = useStyles();
  const { timeZone } = useDashboardViewer();
  const failure = chatDeliveryFailure(entry);
  const sentAt = entry.last_link_sent_at === null ? undefined : formatInstantInZone(entry.last_link_sent_at, timeZone);
  return (
    <>
      <div className={styles.placeholders} aria-hidden="true">
        <div className={styles.placeholder} style={{ width: '90%' }} />
        <div className={styles.placeholder} style={{ width: '70%' }} />
        <div className={styles.placeholder} style={{ width: '80%' }} />
      </div>
      <Body1 as="p" className={styles.muted} title={sentAt}>
        {sentLine(entry)}
      </Body1>
      {failure === null ? null : (
        <Body1 as="p" className={styles.failure}>
          <ErrorCircleRegular aria-hidden="true" />
          {failure}
        </Body1>
      )}
    </>
  );
}

function CardActions({ entry }: { entry: TDashboardEntry }) {
  const styles = useStyles();
  if (entry.checkin_link === null && entry.remind_link === null) return null;
  return (
    <div className={styles.actions}>
      {entry.checkin_link === null ? null : (
        <ButtonLink to={entry.checkin_link} appearance="primary" icon={<CheckmarkCircleRegular />}>
          Check in
        </ButtonLink>
      )}
      {entry.remind_link === null ? null : (
        // A server route that sends the reminder and comes back with a message: a full page load.
        <Button
          as="a"
          href={entry.remind_link}
          size="small"
          icon={<AlertRegular />}
          aria-label={`Remind ${entry.name}`}
        >
          Remind
        </Button>
      )}
    </div>
  );
}

function CompletedBody({ entry, questions, teamSlug }: Omit<TEntryCardProps, 'heading'>) {
  const styles = useStyles();
  if (entry.answers_hidden) {
    return (
      <Body1 as="p" className={styles.muted}>
        <LockClosedRegular aria-hidden="true" /> {DASHBOARD_MESSAGES.privateAnswers}
      </Body1>
    );
  }
  return (
    <>
      <EntryAnswers fields={entry.data.data_fields} questions={questions} teamSlug={teamSlug} />
      <EntryActivity activity={entry.activity} />
      <div className={styles.social}>
        <ReactionBar entry={entry} />
        <CommentsPanel entry={entry} />
      </div>
    </>
  );
}

/** The card, named by its heading (the member's name, or the date in the member view). */
export function EntryCard({ entry, questions, teamSlug, heading = 'member' }: TEntryCardProps) {
  const styles = useStyles();
  const headingId = useId();
  const state = entryState(entry);
  return (
    <article className={mergeClasses(styles.card, state !== 'completed' && styles.faded)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <EntryAvatar
          name={entry.name}
          photo={entry.photo}
          initials={entry.initials}
          goalCompleted={entry.goal_completed}
          blocked={entry.blocked}
          faded={state !== 'completed'}
        />
        <CardHeading entry={entry} heading={heading} id={headingId} />
        {state === 'vacation' ? (
          <Badge appearance="tint" color="informative">
            vacation
          </Badge>
        ) : null}
      </div>
      {state === 'completed' ? <CompletedBody entry={entry} questions={questions} teamSlug={teamSlug} /> : null}
      {state === 'vacation' ? (
        <Body1 as="p" className={styles.muted}>
          {`${entry.givenName || entry.name} is on vacation${awayDetail(entry)}.`}
        </Body1>
      ) : null}
      {state === 'waiting' ? <WaitingBody entry={entry} /> : null}
      <CardActions entry={entry} />
    </article>
  );
}
