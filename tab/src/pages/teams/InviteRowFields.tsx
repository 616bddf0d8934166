import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { TextField } from '../../components/forms/TextField.tsx';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import type { TInviteRow } from './invite-rows.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 32px',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    border: 'none',
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr) 32px' },
  },
  legend: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  error: { gridColumn: '1 / -1', color: tokens.colorPaletteRedForeground1 },
});

export interface TInviteRowFieldsProps {
  row: TInviteRow;
  position: number;
  canRemove: boolean;
  onChange(row: TInviteRow): void;
  onRemove(): void;
  nameRef?: Ref<HTMLInputElement>;
}

/** One person to invite: name, email, a remove button and the server's message for the row. */
export function InviteRowFields({ row, position, canRemove, onChange, onRemove, nameRef }: TInviteRowFieldsProps) {
  const styles = useStyles();
  const errorId = `invite-row-error-${row.key}`;
  return (
    <fieldset className={styles.row} aria-describedby={row.error ? errorId : undefined}>
      <legend className={styles.legend}>Person {position}</legend>
      <TextField
        label="Name"
        name="name"
        value={row.name}
        onChange={(name) => onChange({ ...row, name })}
        autoComplete="off"
        inputRef={nameRef}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={row.email}
        onChange={(email) => onChange({ ...row, email })}
        autoComplete="off"
      />
      {canRemove ? (
        <Button
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={`Remove person ${position}`}
          onClick={onRemove}
        />
      ) : (
        <span />
      )}
      {row.error ? (
        <Text id={errorId} className={styles.error} role="alert">
          {row.error}
        </Text>
      ) : null}
    </fieldset>
  );
}
