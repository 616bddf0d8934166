/**
 * One help article's text (help-markdown.ts says why it is split): each section's heading as a
 * real h2/h3, its text through the safe renderer of answers. Links to pages of the app open inside
 * it without a page load; images load only when the reader asks (answer-images.ts), as in answers.
 */
import { makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { markdownToPreviewHtml } from '../../../../shared/markdown/markdown-html.ts';
import { markdownToPlainText } from '../../../../shared/markdown/markdown-tokens.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from '../../components/answer-images.ts';
import { headingIds, inAppPath, resolveAppLinks, splitSections } from './help-markdown.ts';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '72ch',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    '& p': { marginBottom: tokens.spacingVerticalS },
    '& li': { marginBottom: tokens.spacingVerticalXS },
    '& a': { color: tokens.colorBrandForegroundLink },
    '& a:focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
    '& table': { maxWidth: '100%', display: 'block', overflowX: 'auto' },
    ...IMAGE_BUTTON_STYLES,
  },
  heading: { margin: `${tokens.spacingVerticalM} 0 0` },
});

/** The rendered article. */
export function HelpArticleBody({ markdown }: { markdown: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { shownImages, listenForImageClicks } = useShownImages();
  const origin = window.location.origin;
  const sections = useMemo(() => {
    const split = splitSections(markdown);
    const ids = headingIds(split);
    return split.map((section, index) => ({
      id: ids[index] ?? `intro-${index}`,
      heading: section.heading && { ...section.heading, text: markdownToPlainText(section.heading.text) },
      html: markdownToPreviewHtml(resolveAppLinks(section.markdown, origin, isPlannedHref), { shownImages }),
    }));
  }, [markdown, origin, shownImages]);

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
    <div ref={listen} className={styles.body}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.heading ? section.id : undefined}>
          {section.heading?.level === 2 ? (
            <Subtitle1 as="h2" id={section.id} className={styles.heading} block>
              {section.heading.text}
            </Subtitle1>
          ) : section.heading?.level === 3 ? (
            <Subtitle2 as="h3" id={section.id} className={styles.heading} block>
              {section.heading.text}
            </Subtitle2>
          ) : null}
          {section.html === '' ? null : (
            <div
              // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToPreviewHtml escapes raw HTML and keeps only web and mail links
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          )}
        </section>
      ))}
    </div>
  );
}
