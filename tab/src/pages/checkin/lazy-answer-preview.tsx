/**
 * AnswerPreview with its Markdown renderer (marked and the safe HTML writer, ~25 kB gzip) loaded
 * only when there is an answer to draw: a first check-in, a question left blank last time and an
 * untouched Preview tab do not download it. Until it arrives the answer shows as plain text.
 */
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { TAnswerPreviewProps } from './answer-preview.tsx';
import { isAnswered } from './question-status.ts';

const RenderedPreview = lazy(async () => ({ default: (await import('./answer-preview.tsx')).AnswerPreview }));

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3 },
  plain: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** Same props and look as answer-preview.tsx's AnswerPreview. */
export function AnswerPreview(props: TAnswerPreviewProps) {
  const styles = useStyles();
  const { markdown, emptyText, className, id } = props;
  if (!isAnswered(markdown)) {
    return (
      <Body1 as="p" id={id} className={mergeClasses(styles.empty, className)}>
        {emptyText}
      </Body1>
    );
  }
  const plain = (
    <Body1 as="p" id={id} className={mergeClasses(styles.plain, className)}>
      {markdown}
    </Body1>
  );
  return (
    <Suspense fallback={plain}>
      <RenderedPreview {...props} />
    </Suspense>
  );
}
