/**
 * Lets a page tell the user something happened ("Saved", "Could not save") with a toast in the
 * app's Toaster, without knowing how toasts are built.
 */
import { Link, Toast, ToastBody, ToastTitle, ToastTrigger, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';
import { APP_TOASTER_ID } from './toaster-id.ts';

export type TNotifyIntent = 'success' | 'info' | 'warning' | 'error';

export interface TNotification {
  message: string;
  intent?: TNotifyIntent;
  /** A second, smaller line under the message. */
  detail?: string;
}

/** Returns `notify(...)`, which shows one toast; pages use it for the outcome of an action. */
export function useNotify(): (notification: TNotification) => void {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useCallback(
    ({ message, intent = 'info', detail }: TNotification) => {
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Link>Dismiss</Link>
              </ToastTrigger>
            }
          >
            {message}
          </ToastTitle>
          {detail === undefined ? null : <ToastBody>{detail}</ToastBody>}
        </Toast>,
        { intent },
      );
    },
    [dispatchToast],
  );
}
