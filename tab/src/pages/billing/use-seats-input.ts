/**
 * The seat number of a purchase form: its text (starting at the default for the active members),
 * the parsed value, and the message shown once Subscribe found it wrong (cleared on each edit).
 * Shared by the multi-plan and the single-plan purchase forms.
 */
import { useState } from 'react';
import { defaultSeats, parseSeats } from './seat-input.ts';

export function useSeatsInput(activeMembers: number) {
  const [text, setText] = useState(String(defaultSeats(activeMembers)));
  const [error, setError] = useState<string | undefined>();
  const parsed = parseSeats(text, activeMembers);
  return {
    text,
    error,
    parsed,
    /** The seats the savings panel shows: the typed number, or the default while it is not valid. */
    estimateSeats: parsed.ok ? parsed.seats : defaultSeats(activeMembers),
    onChange(value: string) {
      setText(value);
      setError(undefined);
    },
    /** The seats to buy, or undefined after showing why the number is refused. */
    take(): number | undefined {
      if (!parsed.ok) {
        setError(parsed.message);
        return undefined;
      }
      setError(undefined);
      return parsed.seats;
    },
  };
}
