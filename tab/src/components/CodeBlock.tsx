import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
});

/** A block of code or a command to copy, in the monospace panel the developer docs share. */
export function CodeBlock({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <pre className={styles.code}>
      <code>{children}</code>
    </pre>
  );
}
