import { Button, Link, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { WORK_TOOL_MESSAGES } from '../../../../shared/work-tools.ts';
import { ApiError } from '../../api/api-error.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { FormTextField } from '../../components/forms/FormTextField.tsx';
import { startAuth } from './services-queries.ts';

/** Where a Clubhouse (Shortcut) member makes an API token. */
export const CLUBHOUSE_TOKEN_URL = 'https://app.shortcut.com/settings/account/api-tokens';

/** The key field as start_auth takes it (shared ZStartAuth's api-key bound, required here). */
const ZClubhouseKey = z.object({
  'api-key': z.string().trim().min(1, WORK_TOOL_MESSAGES.clubhouseKeyInvalid).max(500, 'The key is too long.'),
});
type TClubhouseKey = z.infer<typeof ZClubhouseKey>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '360px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * Clubhouse connects with a personal API key (no OAuth): the key is checked with Clubhouse by
 * start_auth; on success the page reloads its data, else it says the key is invalid.
 */
export function ClubhouseKeyForm({ onDone, onCancel }: { onDone(redirect: string): void; onCancel(): void }) {
  const styles = useStyles();
  const form = useForm<TClubhouseKey>({ resolver: zodResolver(ZClubhouseKey), defaultValues: { 'api-key': '' } });
  const submitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await startAuth('clubhouse', values['api-key']);
      if (answer.ok) onDone(answer.redirect_url ?? '/my/settings/services/');
      else form.setError('root', { message: answer.error ?? WORK_TOOL_MESSAGES.clubhouseKeyInvalid });
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : 'Rollcall could not be reached. Try again.',
      });
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorBar messages={form.formState.errors.root?.message ? [form.formState.errors.root.message] : []} />
      <FormTextField
        control={form.control}
        name="api-key"
        label="Clubhouse API key"
        type="password"
        autoComplete="off"
        required
        maxLength={500}
      />
      <Link href={CLUBHOUSE_TOKEN_URL} target="_blank" rel="noopener noreferrer">
        Generate an API token in Clubhouse
      </Link>
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={submitting}
          icon={submitting ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
        >
          {submitting ? 'Checking...' : 'Connect Clubhouse'}
        </Button>
        <Button type="button" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
