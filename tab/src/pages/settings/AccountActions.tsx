import { Button, makeStyles, Text, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { TOrganizationSettings } from '../../../../shared/accounts-api.ts';
import { useLinkProps } from '../../components/header/link-props.ts';
import { formatLocalDate } from './format-date.ts';
import { usePhotoSyncState } from './settings-queries.ts';

/** The spec's tooltip when no team of the account uses Microsoft Teams. */
export const SYNC_TEAMS_ONLY = 'Only available to Microsoft Teams right now';
/** Said when the account uses Teams but this server has no Microsoft sign-in to read photos with. */
export const SYNC_NOT_SERVED =
  'Photo sync needs Microsoft sign-in, which this Rollcall server does not offer. Each member can upload a photo in My Settings.';
/** Said to a Billing Owner: the consent reads every member's profile, so only Account Admins give it. */
export const SYNC_ADMINS_ONLY = 'Only Account Admins can sync profile photos.';
const DELETE_HREF = '/accounts/data/delete/';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  problem: { color: tokens.colorPaletteRedForeground1 },
  danger: {
    color: tokens.colorPaletteRedForeground1,
    ':hover': { color: tokens.colorPaletteRedForeground1 },
    ':hover:active': { color: tokens.colorPaletteRedForeground1 },
  },
});

/** A greyed action that stays focusable so its tooltip (why it is greyed) reaches keyboard users. */
function UnavailableAction({ label, why, icon }: { label: string; why: string; icon: ReactElement }) {
  return (
    <Tooltip content={why} relationship="description" withArrow>
      <Button disabledFocusable icon={icon}>
        {label}
      </Button>
    </Tooltip>
  );
}

/**
 * Where the last photo sync stands, for the admin who can start one: when it last ran, or why it
 * stopped (Microsoft refused the consent, a member is hidden...) so they know to sync again.
 */
function PhotoSyncStatus({ enabled }: { enabled: boolean }) {
  const styles = useStyles();
  const state = usePhotoSyncState(enabled);
  const data = state.data;
  if (!enabled || !data?.connected) return null;
  if (data.last_error) {
    return (
      <Text role="status" className={styles.problem}>
        Profile photos could not be synced. {data.last_error}
      </Text>
    );
  }
  return (
    <Text role="status">
      {data.synced_at
        ? `Profile photos last synced ${formatLocalDate(data.synced_at)}.`
        : 'Profile photos are being synced.'}
    </Text>
  );
}

/**
 * Sync profile photos (Microsoft Teams only: otherwise greyed with a tooltip) and Delete Account.
 * The sync link starts the Microsoft consent (User.Read.All), so it is a full page load; the server
 * comes back here with a toast saying what happened. Either action whose
 * destination does not exist on this server is greyed and says why, never a link to a 404.
 */
export function AccountActions({ settings }: { settings: TOrganizationSettings }) {
  const styles = useStyles();
  const deleteLink = useLinkProps({ href: DELETE_HREF });
  const syncUrl = settings.sync_photos_url;
  const canSync = settings.can_sync_photos && syncUrl !== null;
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        {canSync ? (
          <Button as="a" href={syncUrl} icon={<ArrowSyncRegular />}>
            Sync profile photos
          </Button>
        ) : (
          <UnavailableAction
            label="Sync profile photos"
            why={!settings.can_sync_photos ? SYNC_TEAMS_ONLY : settings.can_edit ? SYNC_NOT_SERVED : SYNC_ADMINS_ONLY}
            icon={<ArrowSyncRegular />}
          />
        )}
        <Button as="a" {...deleteLink} appearance="subtle" className={styles.danger} icon={<DeleteRegular />}>
          Delete Account
        </Button>
      </div>
      <PhotoSyncStatus enabled={canSync} />
    </div>
  );
}
