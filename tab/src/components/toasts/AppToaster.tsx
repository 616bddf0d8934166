/**
 * The one place toasts appear (spec part 1 §9): top-centre, 5000 ms, below the header and the
 * page heading. Two live regions that are always in the page announce them: confirmations
 * politely (`role="status"`), warnings and errors at once (`role="alert"`). Confirmations hold
 * nothing focusable, so Tab never wanders into them.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ToastCard } from './ToastCard.tsx';
import { toastTopOffset } from './toast-placement.ts';
import { currentToasts, isConfirmation, subscribeToasts } from './toast-store.ts';
import { APP_TOASTER_ID } from './toaster-id.ts';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    pointerEvents: 'none',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Draws every toast of the store; rendered once, in AppShell. */
export function AppToaster() {
  const styles = useStyles();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const [top, setTop] = useState(0);
  // Measure when the set of toasts changes: the page (and its heading) may have moved.
  useLayoutEffect(() => {
    if (toasts.length > 0) setTop(toastTopOffset());
  }, [toasts]);
  const polite = toasts.filter((toast) => isConfirmation(toast.intent));
  const urgent = toasts.filter((toast) => !isConfirmation(toast.intent));
  return (
    <div id={APP_TOASTER_ID} className={styles.region} style={{ top }}>
      <div role="status" aria-live="polite" className={styles.list}>
        {polite.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.list}>
        {urgent.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
