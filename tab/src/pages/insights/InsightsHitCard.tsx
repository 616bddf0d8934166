/**
 * One hit of the insights search (spec part 2 §3 insights entry): who, which report, which run
 * (each a link to its page), the entry's states, then each answer with the matched words
 * highlighted, or drawn from its Markdown (bounded) when nothing in it matched.
 */
import { Avatar, Body1, Body1Strong, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { TInsightsField, TInsightsHit } from '../../../../shared/insights.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { AnswerErrorBoundary } from '../dashboard/AnswerErrorBoundary.tsx';
import { AnswerHtml } from '../dashboard/AnswerHtml.tsx';
import { answerPreview } from './insights-format.ts';
import { SnippetText } from './SnippetText.tsx';
import { StateBadges } from './StateBadges.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    [NARROW_SCREEN]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` },
  },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 200px', minWidth: 0 },
  name: { margin: 0, overflowWrap: 'anywhere' },
  where: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  answers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  answer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorNeutralStroke2}`,
  },
  question: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** What an entry without answers says: on vacation, not checked in, or nothing written. */
export function hitNote(hit: Pick<TInsightsHit, 'vacation' | 'completed'>): string {
  if (hit.vacation) return 'On vacation for this run.';
  if (!hit.completed) return 'Did not check in for this run.';
  return 'No answers written.';
}

function Answer({ field, teamSlug }: { field: TInsightsField; teamSlug: string }) {
  const styles = useStyles();
  return (
    <div className={styles.answer}>
      <Body1Strong as="h4" className={styles.question}>
        {field.key}
      </Body1Strong>
      {field.snippet === null ? (
        <AnswerErrorBoundary answer={field.value}>
          <AnswerHtml markdown={answerPreview(field.value)} teamSlug={teamSlug} />
        </AnswerErrorBoundary>
      ) : (
        <SnippetText snippet={field.snippet} />
      )}
    </div>
  );
}

export function InsightsHitCard({ hit }: { hit: TInsightsHit }) {
  const styles = useStyles();
  const nameId = useId();
  const fields = hit.entry_data.rfields;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <header className={styles.header}>
        <Avatar
          name={hit.member_name}
          image={hit.photo_url === null ? undefined : { src: hit.photo_url, alt: '' }}
          color="colorful"
          size={40}
          aria-hidden="true"
        />
        <div className={styles.who}>
          <Subtitle2 as="h3" id={nameId} className={styles.name}>
            <AppLink to={hit.member_link}>{hit.member_name}</AppLink>
          </Subtitle2>
          <Caption1 className={styles.where}>
            {hit.report_name} · {hit.team_name} · <AppLink to={hit.date_link}>{hit.human_date}</AppLink>
          </Caption1>
        </div>
        <StateBadges states={hit.states} />
      </header>
      {fields.length === 0 ? (
        <Body1 as="p" className={styles.note}>
          {hitNote(hit)}
        </Body1>
      ) : (
        <div className={styles.answers}>
          {fields.map((field) => (
            <Answer key={field.slug} field={field} teamSlug={hit.team_slug} />
          ))}
        </div>
      )}
    </article>
  );
}
