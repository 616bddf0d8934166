import { Toaster } from '@fluentui/react-components';
import { APP_TOASTER_ID, TOAST_OFFSET_PX, TOAST_TIMEOUT_MS } from './toaster-id.ts';

/** The one place toasts appear: top-centre, 5000 ms (spec part 1 §9), just below the header. */
export function AppToaster() {
  return (
    <Toaster
      toasterId={APP_TOASTER_ID}
      position="top"
      timeout={TOAST_TIMEOUT_MS}
      offset={{ vertical: TOAST_OFFSET_PX }}
      pauseOnHover
    />
  );
}
