/**
 * A page of our own content (learning area, release notes) drawn from its Markdown with the same
 * safe renderer as answers (raw HTML escaped, only web and mail links). Links to pages of the app
 * open inside it without a page load; links to pages not built yet are left as words.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { markdownToPreviewHtml } from '../../../shared/markdown/markdown-html.ts';
import { isPlannedHref } from '../app/page-availability.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from './answer-images.ts';
import { inAppPath, resolveContentLinks } from './content-links.ts';

const useStyles = makeStyles({
  content: {
    maxWidth: '72ch',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    '& p': { marginBottom: tokens.spacingVerticalM },
    '& ul, & ol': { marginBottom: tokens.spacingVerticalM },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& a:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
    '& p:last-child': { marginBottom: 0 },
    ...IMAGE_BUTTON_STYLES,
  },
});

/** The rendered Markdown of one content page. */
export function ContentMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { shownImages, listenForImageClicks } = useShownImages();
  const origin = window.location.origin;
  const html = useMemo(
    () => markdownToPreviewHtml(resolveContentLinks(markdown, origin, isPlannedHref), { shownImages }),
    [markdown, origin, shownImages],
  );

  const listen = useCallback(
    (element: HTMLDivElement | null) => {
      if (element === null) return;
      const openInApp = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey || !(event.target instanceof Element)) return;
        const href = event.target.closest('a[href]')?.getAttribute('href');
        const path = href ? inAppPath(href, origin) : null;
        if (path === null) return;
        event.preventDefault();
        navigate(path);
      };
      element.addEventListener('click', openInApp);
      const stopImageClicks = listenForImageClicks(element);
      return () => {
        element.removeEventListener('click', openInApp);
        stopImageClicks?.();
      };
    },
    [navigate, origin, listenForImageClicks],
  );

  return (
    <div
      ref={listen}
      className={mergeClasses(styles.content, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToPreviewHtml escapes raw HTML and keeps only web and mail links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
