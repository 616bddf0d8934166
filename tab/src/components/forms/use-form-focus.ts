import { type RefObject, useEffect, useRef, useState } from 'react';

/** Fluent's Field marks its control with aria-invalid while it shows an error. */
const INVALID = '[aria-invalid="true"]';
const EDITABLE = 'input:not([type="hidden"]):not([readonly]), select, textarea';

export interface TFormFocus<T extends HTMLElement> {
  /** Put on the form (or any element around its fields). */
  ref: RefObject<T | null>;
  /** Focuses the first field marked invalid, once the messages have rendered (after a failed submit). */
  focusFirstInvalid(): void;
  /** Focuses the first editable field, once it has rendered (after moving to another step). */
  focusFirstField(): void;
}

/**
 * Moves focus inside a form after it re-renders, so keyboard and screen-reader users land on what
 * needs fixing after a failed submit, or on the first field of a new step. The last request wins.
 */
export function useFormFocus<T extends HTMLElement = HTMLFormElement>(): TFormFocus<T> {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState<{ selector: string } | null>(null);
  useEffect(() => {
    if (request === null) return;
    ref.current?.querySelector<HTMLElement>(request.selector)?.focus();
  }, [request]);
  return {
    ref,
    focusFirstInvalid: () => setRequest({ selector: INVALID }),
    focusFirstField: () => setRequest({ selector: EDITABLE }),
  };
}
