/**
 * The confirmation after a submission (spec part 3 §2.6): 'Checkin submission sucessful / Thank
 * you for submitting your answers', with the way back to edit (and update) the check-in.
 */
import { Body1, Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { CheckmarkCircleFilled, EditRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { CHECKIN_MESSAGES } from '../../../../shared/checkins.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { useLinksOutOfCheckin } from './checkin-calls.ts';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
  heading: { ...typographyStyles.title2, margin: 0, ':focus': { outline: 'none' } },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
  },
});

/** The submitted view; `onEdit` reopens the questions. */
export function CheckinConfirmation({ onEdit }: { onEdit(): void }) {
  const styles = useStyles();
  const linksOut = useLinksOutOfCheckin();
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboard users land on the outcome, not on a button that disappeared.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.card} aria-labelledby="checkin-submitted-title">
      <CheckmarkCircleFilled className={styles.icon} aria-hidden="true" />
      <h2 id="checkin-submitted-title" className={styles.heading} ref={heading} tabIndex={-1}>
        {CHECKIN_MESSAGES.submittedTitle}
      </h2>
      <Body1 as="p">{CHECKIN_MESSAGES.submittedText}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<EditRegular />} onClick={onEdit}>
          Edit check-in
        </Button>
        {linksOut ? <AppLink to="/">Back to Rollcall</AppLink> : null}
      </div>
    </section>
  );
}
