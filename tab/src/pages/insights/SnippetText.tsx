/**
 * A highlighted snippet of an answer: text nodes, each match inside <mark>. React escapes every
 * piece; no HTML is ever built from member text.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { snippetParts } from './snippet-parts.ts';

const useStyles = makeStyles({
  snippet: {
    margin: 0,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
    lineHeight: tokens.lineHeightBase300,
    fontSize: tokens.fontSizeBase300,
  },
  mark: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderRadius: tokens.borderRadiusSmall,
    padding: `0 ${tokens.spacingHorizontalXXS}`,
  },
});

/** The snippet as a paragraph; '…' before and after says it is a part of the answer. */
export function SnippetText({ snippet, className }: { snippet: string; className?: string }) {
  const styles = useStyles();
  const parts = snippetParts(snippet);
  return (
    <p className={mergeClasses(styles.snippet, className)}>
      …
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one snippet never move
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one snippet never move
          <span key={index}>{part.text}</span>
        ),
      )}
      …
    </p>
  );
}
