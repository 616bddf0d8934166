import { Button, Field, Input, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';
import { MAX_SUMMARY_EMAILS } from '../../../../../shared/reports.ts';
import { useNotify } from '../../../components/toasts/useNotify.tsx';
import { addSummaryEmail, removeSummaryEmail, visibleEmails } from './share-emails.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  input: { maxWidth: '480px' },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

export interface TSummaryEmailListProps {
  /** form.email_notifications. */
  emails: readonly string[];
  onChange(emails: string[]): void;
  disabled?: boolean;
  /** The form's errors for the list and its entries. */
  errors: readonly string[];
}

/**
 * Extra addresses that get the summary: type one and press Enter or 'Add Email'; a bad one says
 * why under the input (and in a toast when it is not an email), a duplicate is ignored, and each
 * added address is a tag removed with its dismiss button (or Delete / Backspace).
 */
export function SummaryEmailList({ emails, onChange, disabled, errors }: TSummaryEmailListProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const shown = visibleEmails(emails);
  const message = error ?? (errors.length === 0 ? undefined : errors.join(' '));

  const add = () => {
    const result = addSummaryEmail(emails, typed);
    if (!result.ok) {
      setError(result.error);
      if (result.alert !== undefined) notify({ intent: 'error', message: result.alert });
      return;
    }
    setError(undefined);
    setTyped('');
    if (result.added) onChange(result.list);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the address; it must not submit the wizard.
    event.preventDefault();
    add();
  };

  return (
    <div className={styles.root}>
      <Field
        label="Also send the summary to"
        hint={`Up to ${MAX_SUMMARY_EMAILS} email addresses.`}
        validationMessage={message}
        validationState={message ? 'error' : 'none'}
      >
        <Input
          className={styles.input}
          type="email"
          value={typed}
          placeholder="name@example.com"
          autoComplete="off"
          disabled={disabled}
          onChange={(_event, data) => {
            setTyped(data.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          contentAfter={
            <Button appearance="transparent" size="small" icon={<AddRegular />} disabled={disabled} onClick={add}>
              Add Email
            </Button>
          }
        />
      </Field>
      {shown.length === 0 ? null : (
        <TagGroup
          className={styles.tags}
          aria-label="Extra summary emails"
          disabled={disabled}
          onDismiss={(_event, data) => onChange(removeSummaryEmail(emails, String(data.value)))}
        >
          {shown.map((email) => (
            <Tag key={email} value={email} dismissible dismissIcon={{ 'aria-label': 'remove' }} shape="circular">
              {email}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
}
