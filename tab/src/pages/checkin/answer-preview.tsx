/**
 * An answer drawn as it will read in the summaries: the editor's Preview tab and the previous
 * response. The HTML comes from the email renderer, which escapes raw HTML in the answer and keeps
 * only http, https, mailto and ftp links, so it is safe to insert. Images load only when the
 * viewer presses their 'Show image' button (answer-images.ts).
 */
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { CHECKIN_LIMITS } from '../../../../shared/checkins.ts';
import { markdownToPreviewHtml } from '../../../../shared/markdown/markdown-html.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from '../../components/answer-images.ts';
import { isAnswered } from './question-status.ts';

const useStyles = makeStyles({
  answer: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
    fontSize: tokens.fontSizeBase300,
    '& a': { color: tokens.colorBrandForegroundLink },
    // The issue: no image in an answer is drawn larger than 800 x 600.
    '& img': {
      maxWidth: `min(${CHECKIN_LIMITS.imageMaxWidth}px, 100%)`,
      maxHeight: `${CHECKIN_LIMITS.imageMaxHeight}px`,
      height: 'auto',
      objectFit: 'contain',
    },
    ...IMAGE_BUTTON_STYLES,
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface TAnswerPreviewProps {
  markdown: string;
  /** What to say when there is nothing to show. */
  emptyText: string;
  className?: string;
  id?: string;
}

/** Draws Markdown through the safe email renderer, or `emptyText` for a blank answer. */
export function AnswerPreview({ markdown, emptyText, className, id }: TAnswerPreviewProps) {
  const styles = useStyles();
  const { shownImages, listenForImageClicks } = useShownImages();
  const html = useMemo(() => markdownToPreviewHtml(markdown, { shownImages }), [markdown, shownImages]);
  if (!isAnswered(markdown)) {
    return (
      <Body1 as="p" id={id} className={mergeClasses(styles.empty, className)}>
        {emptyText}
      </Body1>
    );
  }
  return (
    <div
      id={id}
      ref={listenForImageClicks}
      className={mergeClasses(styles.answer, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToPreviewHtml escapes raw HTML and unsafe links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
