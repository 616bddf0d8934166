/**
 * One toast: its message (and detail), a coloured mark for its intent, and for warnings and errors
 * a Dismiss button. It times out after 5000 ms, pausing only while the pointer is over it; when it
 * goes away with the keyboard inside, focus goes back to where it was before.
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  DismissRegular,
  ErrorCircleFilled,
  InfoFilled,
  WarningFilled,
} from '@fluentui/react-icons';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isConfirmation, removeToast, type TNotifyIntent, type TToast } from './toast-store.ts';
import { TOAST_TIMEOUT_MS } from './toaster-id.ts';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalS,
    width: 'min(420px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    borderLeft: `4px solid ${tokens.colorNeutralStroke1}`,
    pointerEvents: 'auto',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  success: { borderLeftColor: tokens.colorPaletteGreenBorder2 },
  info: { borderLeftColor: tokens.colorBrandStroke1 },
  warning: { borderLeftColor: tokens.colorPaletteDarkOrangeBorder2 },
  error: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  icon: { fontSize: '20px', lineHeight: tokens.lineHeightBase300, display: 'flex', paddingTop: '0' },
  iconSuccess: { color: tokens.colorPaletteGreenForeground1 },
  iconInfo: { color: tokens.colorBrandForeground1 },
  iconWarning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  iconError: { color: tokens.colorPaletteRedForeground1 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  message: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const ICONS: Record<TNotifyIntent, typeof InfoFilled> = {
  success: CheckmarkCircleFilled,
  info: InfoFilled,
  warning: WarningFilled,
  error: ErrorCircleFilled,
};

/** Runs `onTimeout` after `ms` of time not paused. */
function useToastTimer(ms: number, paused: boolean, onTimeout: () => void) {
  const remaining = useRef(ms);
  const latest = useRef(onTimeout);
  latest.current = onTimeout;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => latest.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);
}

/** One toast of the app's toaster. */
export function ToastCard({ toast }: { toast: TToast }) {
  const styles = useStyles();
  const card = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);

  const close = useCallback(() => {
    const hadFocus = card.current?.contains(document.activeElement) ?? false;
    const back = cameFrom.current;
    removeToast(toast.id);
    if (hadFocus && back?.isConnected) back.focus();
  }, [toast.id]);
  useToastTimer(TOAST_TIMEOUT_MS, hovered, close);

  // Remember the element the keyboard came from, to give focus back when the toast goes away.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
  };

  const Icon = ICONS[toast.intent];
  const iconColour = {
    success: styles.iconSuccess,
    info: styles.iconInfo,
    warning: styles.iconWarning,
    error: styles.iconError,
  }[toast.intent];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover pauses the timer; Escape closes from the Dismiss button
    <div
      ref={card}
      className={mergeClasses(styles.card, styles[toast.intent])}
      data-toast-intent={toast.intent}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <span className={mergeClasses(styles.icon, iconColour)} aria-hidden="true">
        <Icon />
      </span>
      <span className={styles.text}>
        <span className={styles.message}>{toast.message}</span>
        {toast.detail === undefined ? null : <span className={styles.detail}>{toast.detail}</span>}
      </span>
      {isConfirmation(toast.intent) ? null : (
        <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="Dismiss" onClick={close} />
      )}
    </div>
  );
}
