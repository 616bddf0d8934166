/**
 * Lets a page tell the user something happened ("Saved", "Could not save") with a toast in the
 * app's toaster, without knowing how toasts are built.
 */
import { useCallback } from 'react';
import { addToast, type TNotifyIntent } from './toast-store.ts';

export type { TNotifyIntent } from './toast-store.ts';

export interface TNotification {
  message: string;
  intent?: TNotifyIntent;
  /** A second, smaller line under the message. */
  detail?: string;
}

/** Returns `notify(...)`, which shows one toast; pages use it for the outcome of an action. */
export function useNotify(): (notification: TNotification) => void {
  return useCallback(({ message, intent = 'info', detail }: TNotification) => {
    addToast({ message, intent, detail });
  }, []);
}
