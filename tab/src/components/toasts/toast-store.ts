/**
 * The toasts on screen, kept outside React so any component (and any layout) can add one and the
 * single AppToaster draws them all.
 */
export type TNotifyIntent = 'success' | 'info' | 'warning' | 'error';

export interface TToast {
  id: number;
  message: string;
  intent: TNotifyIntent;
  detail?: string;
}

type TListener = () => void;

let toasts: readonly TToast[] = [];
let nextId = 1;
const listeners = new Set<TListener>();

function publish(next: readonly TToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Adds one toast; answers its id. */
export function addToast(toast: Omit<TToast, 'id'>): number {
  const id = nextId++;
  publish([...toasts, { ...toast, id }]);
  return id;
}

/** Takes one toast off the screen (timed out or dismissed). */
export function removeToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** For useSyncExternalStore: register a listener, answer the unsubscribe. */
export function subscribeToasts(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: the toasts now. */
export function currentToasts(): readonly TToast[] {
  return toasts;
}

/**
 * Confirmations (success, info) are only announced politely and carry no button, so the keyboard
 * never lands in them; warnings and errors are announced at once and can be dismissed.
 */
export function isConfirmation(intent: TNotifyIntent): boolean {
  return intent === 'success' || intent === 'info';
}
