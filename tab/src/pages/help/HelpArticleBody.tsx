/**
 * One help article's text (help-markdown.ts says why it is split): each section's heading as a
 * real h2/h3, its text through the safe renderer of answers. Links to pages of the app open inside
 * it without a page load; images load only when the reader asks (answer-images.ts), as in answers.
 */
import { makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { markdownToPreviewHtml } from '../../../../shared/markdown/markdown-html.ts';
import { markdownToPlainText } from '../../../../shared/markdown/markdown-tokens.ts';
import { isPlannedHref } from '../../app/page-availability.ts';
import { IMAGE_BUTTON_STYLES, useShownImages } from '../../components/answer-images.ts';
import { resolveContentLinks } from '../../components/content-links.ts';
import { useInAppLinkClicks } from '../../components/use-in-app-link-clicks.ts';
import { headingIds, splitSections } from './help-markdown.ts';

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
  const { shownImages, listenForImageClicks } = useShownImages();
  const origin = window.location.origin;
  const sections = useMemo(() => {
    const split = splitSections(markdown);
    const ids = headingIds(split);
    return split.map((section, index) => ({
      id: ids[index] ?? `intro-${index}`,
      heading: section.heading && { ...section.heading, text: markdownToPlainText(section.heading.text) },
      html: markdownToPreviewHtml(resolveContentLinks(section.markdown, origin, isPlannedHref), { shownImages }),
    }));
  }, [markdown, origin, shownImages]);

  const listen = useInAppLinkClicks(listenForImageClicks);

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
