import type { TSignupField } from './signup-form.ts';

/** What a step needs to draw one field: its name, value, change handler and message. */
export interface TFieldBinding {
  name: TSignupField;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/** Gives a step the binding of each of its fields. */
export type TBind = (field: TSignupField) => TFieldBinding;
