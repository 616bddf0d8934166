import { Body1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { CONNECT_LINK_DAYS, ZConnectCodeForm } from '../../../../shared/msteams.ts';
import { followRedirect } from '../../api/forms.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { schemaErrors } from '../../components/forms/schema-errors.ts';
import { TextField } from '../../components/forms/TextField.tsx';
import { useValidatedForm } from '../../components/forms/use-validated-form.ts';
import { LockedAction } from './LockedAction.tsx';
import { CONNECT_CODE_ANCHOR } from './platforms.ts';

/** The longest code ZConnectCodeForm accepts. */
const MAX_CONNECT_CODE = 64;

const useStyles = makeStyles({
  section: { maxWidth: '560px', scrollMarginTop: tokens.spacingVerticalXXL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * 'Have a Team connect code?' (spec part 3 §2.8): the code the Rollcall bot sent in Microsoft
 * Teams, posted to /platform/connect/, which answers with the confirm screen to go to. A used or
 * expired code, or one of another organization's team, is refused under the field; too many tries
 * in a minute (429) above it, with how long to wait. Arriving through #connect-code puts the
 * cursor in the field.
 */
export function ConnectCodeForm({ locked }: { locked: boolean }) {
  const styles = useStyles();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useValidatedForm({
    path: '/platform/connect/',
    initial: { connect_code: '' },
    validate: (values) => schemaErrors(ZConnectCodeForm, values),
    onSuccess: (answer) => followRedirect(answer),
  });

  useEffect(() => {
    if (hash !== `#${CONNECT_CODE_ANCHOR}`) return;
    // Focusing scrolls the field into view; a locked field cannot take focus, so only scroll.
    if (locked) sectionRef.current?.scrollIntoView();
    else inputRef.current?.focus();
  }, [hash, locked]);

  return (
    <section id={CONNECT_CODE_ANCHOR} ref={sectionRef} className={styles.section} aria-labelledby="connect-code-title">
      <Card className={styles.card}>
        <Subtitle2 as="h2" id="connect-code-title" className={styles.title}>
          Have a Team connect code?
        </Subtitle2>
        <Body1 as="p" className={styles.text}>
          The Rollcall bot sends one when it is added to a team in Microsoft Teams. Enter it to connect that team; a
          code works once, for {CONNECT_LINK_DAYS} days.
        </Body1>
        <form ref={form.formRef} className={styles.form} onSubmit={form.onSubmit} noValidate>
          <FormErrorBar messages={form.formErrors} />
          <TextField
            label="Connect code"
            name="connect_code"
            required
            autoComplete="off"
            maxLength={MAX_CONNECT_CODE}
            disabled={locked}
            value={form.values.connect_code}
            onChange={(value) => form.setField('connect_code', value)}
            error={form.errorFor('connect_code')}
            inputRef={inputRef}
          />
          <div className={styles.actions}>
            {locked ? (
              <LockedAction label="Continue" />
            ) : (
              <SubmitButton pending={form.pending} pendingLabel="Checking..." full={false}>
                Continue
              </SubmitButton>
            )}
          </div>
        </form>
      </Card>
    </section>
  );
}
