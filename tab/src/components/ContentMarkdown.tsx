/**
 * A page of our own content (learning area, release notes) drawn from its Markdown with the same
 * safe renderer as answers (raw HTML escaped, only web and mail links). Links to pages of the app
 * open inside it without a page load; links to pages not built yet are left as words.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { markdownToPreviewHtml } from '../../../shared/markdown/markdown-html.ts';
import { isPlannedHref } from '../app/page-availability.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from './answer-images.ts';
import { resolveContentLinks } from './content-links.ts';
import { useInAppLinkClicks } from './use-in-app-link-clicks.ts';

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
  const { shownImages, listenForImageClicks } = useShownImages();
  const origin = window.location.origin;
  const html = useMemo(
    () => markdownToPreviewHtml(resolveContentLinks(markdown, origin, isPlannedHref), { shownImages }),
    [markdown, origin, shownImages],
  );

  const listen = useInAppLinkClicks(listenForImageClicks);

  return (
    <div
      ref={listen}
      className={mergeClasses(styles.content, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToPreviewHtml escapes raw HTML and keeps only web and mail links
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
