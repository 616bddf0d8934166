/**
 * The question view of a run (spec part 3 §2.7, .../dashboard-alternative/): each question with
 * its colour and every member's answer under it; members on vacation, not answered yet, or with
 * private answers are listed compactly at the end.
 */
import { Body1, Caption1, makeStyles, mergeClasses, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { DASHBOARD_MESSAGES, type TDashboardEntry, type TRunDashboard } from '../../../../shared/dashboard.ts';
import { AppLink } from '../../components/AppLink.tsx';
import type { TPageProps } from '../page-props.ts';
import { AnswerErrorBoundary } from './AnswerErrorBoundary.tsx';
import { AnswerHtml } from './AnswerHtml.tsx';
import { answerColourClass, useAnswerColourStyles } from './answer-colour-styles.ts';
import { EntryAvatar } from './EntryAvatar.tsx';
import { awayLine, sentLine } from './entry-status.ts';
import { groupByQuestion, type TQuestionGroup } from './question-groups.ts';
import { RunDashboardFrame } from './RunDashboardFrame.tsx';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  answer: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, minWidth: 0 },
  answerMain: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  compact: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  personText: { display: 'flex', flexDirection: 'column' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function QuestionSection({ group, teamSlug }: { group: TQuestionGroup; teamSlug: string }) {
  const styles = useStyles();
  const colours = useAnswerColourStyles();
  const headingId = useId();
  return (
    <section
      className={mergeClasses(styles.section, answerColourClass(colours, group.colourIndex))}
      aria-labelledby={headingId}
    >
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {group.question.text}
      </Subtitle1>
      {group.answers.length === 0 ? (
        <Body1 as="p" className={styles.muted}>
          No answers yet.
        </Body1>
      ) : (
        <ul className={styles.list}>
          {group.answers.map(({ entry, value }) => (
            <li key={entry.id} className={styles.answer}>
              <EntryAvatar
                name={entry.name}
                photo={entry.photo}
                initials={entry.initials}
                goalCompleted={entry.goal_completed}
                blocked={entry.blocked}
                size={32}
              />
              <div className={styles.answerMain}>
                <Subtitle2 as="h3" className={styles.heading}>
                  <AppLink to={entry.member_link}>{entry.name}</AppLink>
                </Subtitle2>
                <AnswerErrorBoundary answer={value}>
                  <AnswerHtml markdown={value} teamSlug={teamSlug} />
                </AnswerErrorBoundary>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PeopleSection({
  title,
  note,
  entries,
  detail,
}: {
  title: string;
  note?: string;
  entries: TDashboardEntry[];
  detail?(entry: TDashboardEntry): string;
}) {
  const styles = useStyles();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle1>
      {note === undefined ? null : (
        <Body1 as="p" className={styles.muted}>
          {note}
        </Body1>
      )}
      <ul className={styles.compact}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.person}>
            <EntryAvatar name={entry.name} photo={entry.photo} initials={entry.initials} size={28} faded />
            <span className={styles.personText}>
              <AppLink to={entry.member_link}>{entry.name}</AppLink>
              {detail === undefined ? null : <Caption1 className={styles.muted}>{detail(entry)}</Caption1>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuestionGroups({ run }: { run: TRunDashboard }) {
  const styles = useStyles();
  const view = groupByQuestion(run.questions, run.entries);
  return (
    <div className={styles.groups}>
      {view.groups.map((group) => (
        <QuestionSection key={group.question.key} group={group} teamSlug={run.team_slug} />
      ))}
      <PeopleSection title="Private answers" note={DASHBOARD_MESSAGES.privateAnswers} entries={view.hidden} />
      <PeopleSection title="Not answered yet" entries={view.waiting} detail={sentLine} />
      <PeopleSection title="On vacation" entries={view.vacation} detail={awayLine} />
    </div>
  );
}

export default function QuestionDashboardPage({ route }: TPageProps) {
  return (
    <RunDashboardFrame route={route} view="question">
      {(run) => <QuestionGroups run={run} />}
    </RunDashboardFrame>
  );
}
