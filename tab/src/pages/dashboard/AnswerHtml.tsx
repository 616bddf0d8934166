/**
 * One answer drawn from its Markdown (spec part 3 §2.7): the safe renderer of the check-in preview
 * (raw HTML escaped, only web and mail links), with each #hashtag linking to the hashtag view
 * inside the app (unless the dashboard's calls turn that off, as the demo tour does). Images load
 * only when the viewer presses their 'Show image' button (answer-images.ts), so an image host
 * never learns who read the dashboard.
 */
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CHECKIN_LIMITS } from '../../../../shared/checkins.ts';
import { markdownToPreviewHtml } from '../../../../shared/markdown/markdown-html.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from '../../components/answer-images.ts';
import { useDashboardCalls } from './dashboard-calls.ts';
import { linkHashtags } from './hashtag-links.ts';
import { hasAnswer } from './question-groups.ts';

const useStyles = makeStyles({
  answer: {
    overflowWrap: 'anywhere',
    lineHeight: tokens.lineHeightBase300,
    fontSize: tokens.fontSizeBase300,
    '& a': { color: tokens.colorBrandForegroundLink },
    '& a:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
    '& p:last-child': { marginBottom: 0 },
    '& img': {
      maxWidth: `min(${CHECKIN_LIMITS.imageMaxWidth}px, 100%)`,
      maxHeight: `${CHECKIN_LIMITS.imageMaxHeight}px`,
      height: 'auto',
      objectFit: 'contain',
    },
    ...IMAGE_BUTTON_STYLES,
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export interface TAnswerHtmlProps {
  markdown: string;
  /** The team whose hashtag view the tags link to. */
  teamSlug: string;
  className?: string;
}

/** The rendered answer, or 'No answer' for a blank one. */
export function AnswerHtml({ markdown, teamSlug, className }: TAnswerHtmlProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { shownImages, listenForImageClicks } = useShownImages();
  const hashtagLinks = useDashboardCalls().hashtagLinks !== false;
  const html = useMemo(() => {
    const rendered = markdownToPreviewHtml(markdown, { shownImages });
    return hashtagLinks ? linkHashtags(rendered, teamSlug) : rendered;
  }, [markdown, teamSlug, shownImages, hashtagLinks]);

  // Hashtag links open inside the app; other links, and ctrl- or middle-clicks, behave as links do.
  // A 'Show image' button shows its image.
  const listen = useCallback(
    (element: HTMLDivElement | null) => {
      if (element === null) return;
      const openTag = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey || !(event.target instanceof Element)) return;
        const href = event.target.closest('a[data-hashtag]')?.getAttribute('href');
        if (!href) return;
        event.preventDefault();
        navigate(href);
      };
      element.addEventListener('click', openTag);
      const stopImageClicks = listenForImageClicks(element);
      return () => {
        element.removeEventListener('click', openTag);
        stopImageClicks?.();
      };
    },
    [navigate, listenForImageClicks],
  );

  if (!hasAnswer(markdown)) {
    return (
      <Body1 as="p" className={mergeClasses(styles.empty, className)}>
        No answer
      </Body1>
    );
  }
  return (
    <div
      ref={listen}
      className={mergeClasses(styles.answer, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToPreviewHtml escapes raw HTML and unsafe links; linkHashtags adds only escaped links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
