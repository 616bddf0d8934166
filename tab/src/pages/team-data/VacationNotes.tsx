import { Body1, makeStyles, tokens } from '@fluentui/react-components';

/** The lock message of both vacation pages. */
export const VACATIONS_LOCKED = 'Vacation tracking is not part of your plan.';

const useStyles = makeStyles({ note: { margin: 0, color: tokens.colorNeutralForeground3 } });

/** Stands in for the 'Sync with Outlook' link until the Microsoft Teams integration exists. */
export function OutlookSyncNote() {
  const styles = useStyles();
  return (
    <Body1 as="p" className={styles.note} aria-disabled="true">
      Outlook calendar sync arrives with the Microsoft Teams integration.
    </Body1>
  );
}
