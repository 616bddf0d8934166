import { Body1 } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import { followRedirect, useFormSubmit } from '../../api/forms.ts';
import { FormCard } from '../../components/forms/FormCard.tsx';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useFormStyles } from '../../components/forms/form-styles.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';

export interface TConfirmLinkCardProps {
  title: string;
  body: ReactNode;
  /** Where the empty confirmation is posted. */
  path: string;
  buttonLabel: string;
  pendingLabel: string;
}

/**
 * One button that uses a one-time link (magic sign-in, email verification). A button rather than
 * an automatic post, so mail scanners that open links do not use them up.
 */
export function ConfirmLinkCard({ title, body, path, buttonLabel, pendingLabel }: TConfirmLinkCardProps) {
  const styles = useFormStyles();
  const form = useFormSubmit<Record<string, never>>(path);
  const [leaving, setLeaving] = useState(false);
  const pending = form.pending || leaving;
  const refusals = Object.values(form.fieldErrors).flat();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const answer = await form.submit({});
    if (answer === undefined) return;
    // The link is used up now: keep the button busy until the next page loads.
    setLeaving(true);
    followRedirect(answer);
  }

  return (
    <FormCard title={title}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <FormErrorBar messages={refusals} />
        <Body1>{body}</Body1>
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {buttonLabel}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
