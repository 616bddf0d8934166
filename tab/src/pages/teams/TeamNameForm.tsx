import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/forms/TextField.tsx';
import { emailConnectUrl } from './platforms.ts';

const MAX_TEAM_NAME = 254;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  button: { alignSelf: 'flex-start' },
});

/**
 * The required team name and a button that opens /connect/email/?team_name=... with a full page
 * load (the server creates the email team there); an empty name says 'Team name is required'.
 */
export function TeamNameForm({ buttonLabel }: { buttonLabel: string }) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Team name is required');
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    window.location.assign(emailConnectUrl(trimmed));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Team name"
        name="team_name"
        value={name}
        onChange={(value) => {
          setName(value);
          if (value.trim() !== '') setError(undefined);
        }}
        error={error}
        required
        maxLength={MAX_TEAM_NAME}
        placeholder="e.g. Design team"
        inputRef={inputRef}
      />
      <Button className={styles.button} type="submit" appearance="primary" disabled={pending}>
        {buttonLabel}
      </Button>
    </form>
  );
}
