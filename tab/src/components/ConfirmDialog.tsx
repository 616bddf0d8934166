import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface TConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens if the person confirms. */
  children: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The confirmation before an action that cannot be taken back (disconnect, revoke): an alert
 * dialog with Cancel first (where focus lands) and the action, which says it is working while it
 * runs and cannot be pressed twice; Escape cancels unless it is running.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{children}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              aria-busy={busy}
              icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
