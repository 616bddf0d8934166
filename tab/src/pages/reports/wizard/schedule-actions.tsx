import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular, SendRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface TScheduleActionsProps {
  /** The saved report's id (edit mode); Send now needs it. */
  reportId: string | null;
  /** form.enabled: Active (shows Pause) or Paused (shows Publish). */
  enabled: boolean;
  /** The state the report was saved with, to say when a change still needs saving. */
  savedEnabled: boolean | undefined;
  onToggle(): void;
}

/** Where a saved report is started by hand (GET, answered by the server rather than the app). */
export function sendNowHref(reportId: string): string {
  return `/report/trigger/${encodeURIComponent(reportId)}/`;
}

/**
 * The schedule section's buttons (part 3 §2.3): Send now for a saved report, and Publish or
 * Pause, which flip form.enabled; like every form change it is saved by the wizard's Update or
 * Publish button.
 */
export function ScheduleActions({ reportId, enabled, savedEnabled, onToggle }: TScheduleActionsProps) {
  const styles = useStyles();
  const unsaved = savedEnabled !== undefined && savedEnabled !== enabled;
  return (
    <div className={styles.root}>
      <Badge appearance="tint" color={enabled ? 'success' : 'warning'}>
        {enabled ? 'Active' : 'Paused'}
      </Badge>
      {reportId === null ? null : (
        <Button as="a" href={sendNowHref(reportId)} icon={<SendRegular />}>
          Send now
        </Button>
      )}
      <Button
        appearance={enabled ? 'secondary' : 'primary'}
        icon={enabled ? <PauseRegular /> : <PlayRegular />}
        onClick={onToggle}
      >
        {enabled ? 'Pause' : 'Publish'}
      </Button>
      {unsaved ? (
        <Caption1 className={styles.note} aria-live="polite">
          {enabled ? 'The report will be active once you save.' : 'The report will pause once you save.'}
        </Caption1>
      ) : null}
    </div>
  );
}
