import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { HASHTAG_MESSAGES, ZHashtagForm } from '../../../../shared/teams.ts';
import { type TFieldErrors, useFormSubmit } from '../../api/forms.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { zodFieldErrors } from '../settings/form-errors.ts';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  field: { flexGrow: 1, maxWidth: '360px' },
  button: { marginTop: '26px' },
  all: { flexBasis: '100%' },
});

/** Adds one hashtag (POST /team/settings/hashtags/), toasts the answer and calls `onAdded`. */
export function HashtagForm({ onAdded }: { onAdded: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const form = useFormSubmit<{ tag: string }>('/team/settings/hashtags/');
  const [tag, setTag] = useState('');
  const [localErrors, setLocalErrors] = useState<TFieldErrors>({});
  const tagError = localErrors.tag?.[0] ?? form.errorFor('tag');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZHashtagForm.safeParse({ tag });
    if (!parsed.success) {
      setLocalErrors(zodFieldErrors(parsed.error));
      return;
    }
    setLocalErrors({});
    const answer = await form.submit(parsed.data);
    if (answer === undefined) return;
    notify({ intent: 'success', message: answer.message ?? `#${parsed.data.tag} added.` });
    setTag('');
    onAdded();
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {form.errorFor('__all__') ? (
        <MessageBar intent="error" className={styles.all}>
          <MessageBarBody>{form.errorFor('__all__')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field
        className={styles.field}
        label="Hashtag"
        required
        hint={HASHTAG_MESSAGES.note}
        validationMessage={tagError}
        validationState={tagError ? 'error' : 'none'}
      >
        <Input
          name="tag"
          value={tag}
          contentBefore={<span aria-hidden="true">#</span>}
          maxLength={50}
          autoComplete="off"
          onChange={(_event, data) => setTag(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" className={styles.button} disabled={form.pending}>
        Add hashtag
      </Button>
    </form>
  );
}
