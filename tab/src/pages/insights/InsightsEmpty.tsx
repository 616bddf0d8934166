/** No hit for the search (spec part 2 §2.5, §8): 'No matching entries' and what to try. */
import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { INSIGHTS_MESSAGES } from '../../../../shared/insights.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  title: { margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function InsightsEmpty({ canReset }: { canReset: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <DocumentSearchRegular className={styles.icon} aria-hidden="true" />
      <Subtitle2 as="h3" className={styles.title}>
        {INSIGHTS_MESSAGES.emptyTitle}
      </Subtitle2>
      <Body1 as="p" className={styles.text}>
        {INSIGHTS_MESSAGES.emptyText}
      </Body1>
      {canReset ? (
        <Body1 as="p" className={styles.text}>
          Try other words, a longer date range, or Reset.
        </Body1>
      ) : null}
    </div>
  );
}
