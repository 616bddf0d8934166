import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TBillingConfirm, TChangePreview } from '../../../../shared/billing-api.ts';
import { BillingRefusal, failureMessage, fieldMessage } from './billing-errors.ts';
import { reloadSoon } from './billing-queries.ts';
import { ChangePreview } from './ChangePreview.tsx';
import { SeatsField } from './SeatsField.tsx';
import { minimumSeats, parseSeats } from './seat-input.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '160px' },
});

export interface TSeatChangeProps {
  currentSeats: number;
  activeMembers: number;
  /** The chosen plan's user cap (Basic: 10). */
  max?: number;
  preview(seats: number): Promise<TChangePreview>;
  confirm(seats: number): Promise<TBillingConfirm>;
  timeZone: string;
}

type TStep =
  | { kind: 'editing' }
  | { kind: 'previewing' }
  | { kind: 'previewed'; seats: number; preview: TChangePreview }
  | { kind: 'confirming'; seats: number; preview: TChangePreview }
  | { kind: 'confirmed'; msg: string }
  | { kind: 'failed'; error: unknown };

/**
 * The seat change flow (part 2 §4): edit the number, Preview (the amounts), Confirm Upgrade; the
 * page reloads 500 ms after the confirm. Changing the number clears the preview.
 */
export function SeatChange({ currentSeats, activeMembers, max, preview, confirm, timeZone }: TSeatChangeProps) {
  const styles = useStyles();
  const [text, setText] = useState(String(currentSeats));
  const [inputError, setInputError] = useState<string | undefined>();
  const [step, setStep] = useState<TStep>({ kind: 'editing' });
  const busy = step.kind === 'previewing' || step.kind === 'confirming' || step.kind === 'confirmed';

  const onPreview = async () => {
    const seats = parseSeats(text, activeMembers);
    if (!seats.ok) {
      setInputError(seats.message);
      return;
    }
    setStep({ kind: 'previewing' });
    try {
      setStep({ kind: 'previewed', seats: seats.seats, preview: await preview(seats.seats) });
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };
  const onConfirm = async () => {
    if (step.kind !== 'previewed') return;
    setStep({ ...step, kind: 'confirming' });
    try {
      const answer = await confirm(step.seats);
      if (answer.ok) {
        setStep({ kind: 'confirmed', msg: answer.msg });
        reloadSoon();
      } else setStep({ kind: 'failed', error: new BillingRefusal(answer.msg) });
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };
  const failure = step.kind === 'failed' ? step.error : null;
  const seatsRefusal = fieldMessage(failure, 'billed_participants');

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <div className={styles.field}>
          <SeatsField
            label="Number of seats"
            value={text}
            onChange={(value) => {
              setText(value);
              setInputError(undefined);
              if (!busy) setStep({ kind: 'editing' });
            }}
            min={minimumSeats(activeMembers)}
            max={max}
            error={inputError ?? seatsRefusal}
            hint={`You have ${currentSeats} now.`}
          />
        </div>
        <Button onClick={() => void onPreview()} disabled={busy}>
          {step.kind === 'previewing' ? 'Previewing...' : 'Preview'}
        </Button>
      </div>
      {step.kind === 'previewed' || step.kind === 'confirming' ? (
        <>
          <ChangePreview preview={step.preview} timeZone={timeZone} />
          <div>
            <Button appearance="primary" onClick={() => void onConfirm()} disabled={step.kind === 'confirming'}>
              {step.kind === 'confirming' ? 'Confirming...' : 'Confirm Upgrade'}
            </Button>
          </div>
        </>
      ) : null}
      {step.kind === 'confirmed' ? (
        <MessageBar intent="success">
          <MessageBarBody role="status">{step.msg}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure !== null && seatsRefusal === undefined ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody role="alert">{failureMessage(failure)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
