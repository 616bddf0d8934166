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
import { platformName } from './connect-text.ts';

export interface TOverwriteDialogProps {
  open: boolean;
  /** The platform team being connected. */
  teamName: string;
  /** Its platform's name ('Microsoft Teams' when left out). */
  platform?: string;
  /** The viewer's Rollcall team whose platform link is replaced. */
  currentTeam: { name: string; service: string };
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before 'Overwrite' replaces the current team's platform link; it cannot be undone from here. */
export function OverwriteDialog({
  open,
  teamName,
  platform: target = 'Microsoft Teams',
  currentTeam,
  pending,
  onConfirm,
  onCancel,
}: TOverwriteDialogProps) {
  const platform = platformName(currentTeam.service);
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !pending) onCancel();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Overwrite {currentTeam.name}?</DialogTitle>
          <DialogContent>
            <Body1 as="p">
              {currentTeam.service === 'EMAIL'
                ? `${currentTeam.name} runs by email now. Overwriting connects it to ${teamName} in ${target}, and its members from ${target} answer in ${target}.`
                : `${currentTeam.name} is connected to ${platform} now. Overwriting connects it to ${teamName} in ${target} instead, and its link to ${platform} is removed.`}
            </Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={pending} onClick={onCancel}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              disabledFocusable={pending}
              icon={pending ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
              aria-busy={pending}
              onClick={() => {
                if (!pending) onConfirm();
              }}
            >
              {pending ? 'Connecting...' : 'Overwrite'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
