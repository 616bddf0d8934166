/**
 * The report form while the wizard edits it (spec part 3 §4, §5): the values, which fields the
 * user changed, and the errors to show. A field's error shows once the user changed that field or
 * tried to publish; the server's errors show until the field they name is changed.
 */
import { useCallback, useMemo, useState } from 'react';
import { reportFormErrors, type TReportForm } from '../../../../../shared/reports.ts';
import type { TFormUpdate } from './section-props.ts';

export type TFieldErrors = Readonly<Record<string, string[]>>;

interface TServerErrors {
  /** The form as it was sent: a server message stays while its field still holds that value. */
  sent: TReportForm;
  fields: TFieldErrors;
}

interface TEditState {
  form: TReportForm;
  touched: ReadonlySet<string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * Dotted paths that differ between two versions of the form. An array that grew or shrank counts
 * as changed itself ('users', 'config.fields'); an item it gained does not, so a new empty
 * question is not flagged 'required' before the user had a chance to type it.
 */
export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const paths = before.length === after.length ? [] : [path];
    const common = Math.min(before.length, after.length);
    for (let index = 0; index < common; index++)
      paths.push(...changedPaths(before[index], after[index], join(path, index)));
    return paths;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], join(path, key)));
  }
  return [path];
}

/** The value at a dotted path ('config.fields.0.value'), or undefined when the path leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A field is shown as touched when it, or something inside it, was changed. */
function isTouched(path: string, touched: ReadonlySet<string>): boolean {
  if (touched.has(path)) return true;
  for (const changed of touched) if (changed.startsWith(`${path}.`)) return true;
  return false;
}

/** Our own errors the user should see now, merged with the server's that still apply. */
export function visibleErrors(
  errors: TFieldErrors,
  options: { form: TReportForm; touched: ReadonlySet<string>; revealAll: boolean; server: TServerErrors | null },
): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    if (options.revealAll || isTouched(path, options.touched)) shown[path] = [...messages];
  }
  const server = options.server;
  if (server !== null) {
    for (const [path, messages] of Object.entries(server.fields)) {
      if (!sameValue(valueAt(options.form, path), valueAt(server.sent, path))) continue;
      shown[path] = [...new Set([...(shown[path] ?? []), ...messages])];
    }
  }
  return shown;
}

export interface TWizardForm {
  form: TReportForm;
  update: TFormUpdate;
  /** Every error of the current values, shown or not (buttons are disabled while any remain). */
  errors: TFieldErrors;
  /** The errors to draw next to their fields. */
  shownErrors: TFieldErrors;
  /** Shows every error, as after a publish attempt. */
  revealAll(): void;
  /** Keeps the server's field errors for the form that was sent. */
  setServerErrors(sent: TReportForm, fields: TFieldErrors): void;
}

/**
 * Holds the form being edited. `validateNow` shows every error from the start, which the edit
 * form does (part 3 §4: 'The edit form validates on load'); the create form waits for the user.
 */
export function useWizardForm(initial: TReportForm, validateNow: boolean): TWizardForm {
  const [state, setState] = useState<TEditState>({ form: initial, touched: new Set() });
  const [revealed, setRevealed] = useState(validateNow);
  const [server, setServer] = useState<TServerErrors | null>(null);

  const update = useCallback<TFormUpdate>((change) => {
    setState((current) => {
      const next = change(current.form);
      if (next === current.form) return current;
      const touched = new Set(current.touched);
      for (const path of changedPaths(current.form, next)) touched.add(path);
      return { form: next, touched };
    });
  }, []);

  const errors = useMemo(() => reportFormErrors(state.form), [state.form]);
  const shownErrors = useMemo(
    () => visibleErrors(errors, { form: state.form, touched: state.touched, revealAll: revealed, server }),
    [errors, state, revealed, server],
  );

  return {
    form: state.form,
    update,
    errors,
    shownErrors,
    revealAll: useCallback(() => setRevealed(true), []),
    setServerErrors: useCallback((sent: TReportForm, fields: TFieldErrors) => setServer({ sent, fields }), []),
  };
}
