/**
 * A completed entry's answers (spec part 3 §2.7): each question's text, then the answer drawn from
 * Markdown, marked with its question's colour; an answer that fails to draw fails alone.
 */
import { Body1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TDashboardEntry, TDashboardQuestion } from '../../../../shared/dashboard.ts';
import { AnswerErrorBoundary } from './AnswerErrorBoundary.tsx';
import { AnswerHtml } from './AnswerHtml.tsx';
import { answerColourClass, useAnswerColourStyles } from './answer-colour-styles.ts';
import { answerColourIndex } from './answer-colours.ts';
import { questionTextFor } from './question-groups.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  answer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingLeft: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  question: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface TEntryAnswersProps {
  fields: TDashboardEntry['data']['data_fields'];
  questions: readonly TDashboardQuestion[];
  teamSlug: string;
}

/** The answers in the order given, one colour per question. */
export function EntryAnswers({ fields, questions, teamSlug }: TEntryAnswersProps) {
  const styles = useStyles();
  const colours = useAnswerColourStyles();
  return (
    <div className={styles.list}>
      {fields.map((field, index) => (
        <section
          key={field.key}
          className={mergeClasses(
            styles.answer,
            answerColourClass(colours, answerColourIndex(field.key, questions, index)),
          )}
        >
          <Body1Strong as="h3" className={styles.question}>
            {questionTextFor(field, questions)}
          </Body1Strong>
          <AnswerErrorBoundary answer={field.value}>
            <AnswerHtml markdown={field.value} teamSlug={teamSlug} />
          </AnswerErrorBoundary>
        </section>
      ))}
    </div>
  );
}
