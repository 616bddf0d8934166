import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useFormSubmit } from '../../api/forms.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { flexGrow: 1, maxWidth: '360px' },
  button: { marginTop: '26px' },
});

/** The share form (POST /teams/invite/ share_email, team_slug): Team Admins and Account Admins only. */
export function ShareForm({ teamSlug, onShared }: { teamSlug: string; onShared: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const form = useFormSubmit<{ share_email: string; team_slug: string }>('/teams/invite/');
  const [email, setEmail] = useState('');
  const error = form.errorFor('share_email') ?? form.errorFor('__all__');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await form.submit({ share_email: email, team_slug: teamSlug });
    if (!answer) return;
    notify({ intent: 'success', message: answer.message ?? 'Shared.' });
    setEmail('');
    onShared();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        className={styles.field}
        label="Share with (email)"
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          type="email"
          name="share_email"
          value={email}
          maxLength={254}
          onChange={(_event, data) => setEmail(data.value)}
        />
      </Field>
      <Button
        type="submit"
        appearance="primary"
        className={styles.button}
        disabled={form.pending || email.trim() === ''}
      >
        {form.pending ? 'Sharing...' : 'Share'}
      </Button>
    </form>
  );
}
