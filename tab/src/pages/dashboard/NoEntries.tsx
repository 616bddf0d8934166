/** A dashboard section with nothing to show yet, under the page's own h1 (its title is an h2). */
import { Body1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  heading: { margin: 0 },
  body: { margin: 0 },
});

/** E.g. 'Waiting for the first check-in...' / 'No entries yet ...'. */
export function NoEntries({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <ClipboardTaskListLtrRegular className={styles.icon} aria-hidden="true" />
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Subtitle1>
      <Body1 as="p" className={styles.body}>
        {body}
      </Body1>
      {action}
    </section>
  );
}
