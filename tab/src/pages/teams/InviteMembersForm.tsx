import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiPost } from '../../api/client.ts';
import { SubmitButton } from '../../components/forms/SubmitButton.tsx';
import { InviteRowFields } from './InviteRowFields.tsx';
import { blankRow, initialRows, rowsAfterAnswer, type TInviteRow } from './invite-rows.ts';
import { ZInviteAnswer } from './team-api.ts';

const INVITE_PATH = '/team/settings/members/action/add/';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * Invite team members: rows of name and email (two to start, 'Add more' for another), posted
 * together; added rows leave the form, refused rows stay with the server's message.
 */
export function InviteMembersForm() {
  const styles = useStyles();
  const [rows, setRows] = useState<TInviteRow[]>(initialRows);
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const focusRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusKey !== null) focusRef.current?.focus();
  }, [focusKey]);

  const update = (next: TInviteRow) => setRows((current) => current.map((row) => (row.key === next.key ? next : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const addMore = () => {
    const row = blankRow();
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = rows;
    setPending(true);
    setSuccess(null);
    setFailure(null);
    try {
      const payload = { name: sent.map((row) => row.name.trim()), email: sent.map((row) => row.email.trim()) };
      const answer = await apiPost(INVITE_PATH, payload, ZInviteAnswer);
      setRows(rowsAfterAnswer(sent, answer));
      setSuccess(answer.message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please contact support.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {success ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{success}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {rows.map((row, index) => (
        <InviteRowFields
          key={row.key}
          row={row}
          position={index + 1}
          canRemove={rows.length > 1}
          onChange={update}
          onRemove={() => remove(row.key)}
          nameRef={row.key === focusKey ? focusRef : undefined}
        />
      ))}
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={addMore}>
          Add more
        </Button>
        <SubmitButton pending={pending} pendingLabel="Inviting..." full={false}>
          Invite
        </SubmitButton>
      </div>
    </form>
  );
}
