import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, DeleteRegular } from '@fluentui/react-icons';
import type { TOrganizationSettings } from '../../../../shared/accounts-api.ts';
import { useLinkProps } from '../../components/header/link-props.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  danger: {
    color: tokens.colorPaletteRedForeground1,
    ':hover': { color: tokens.colorPaletteRedForeground1 },
    ':hover:active': { color: tokens.colorPaletteRedForeground1 },
  },
});

/**
 * Sync profile photos (Microsoft Teams only: otherwise greyed with a tooltip) and Delete Account.
 * The sync link starts a sign-in with Microsoft, so it is a full page load.
 */
export function AccountActions({ settings }: { settings: TOrganizationSettings }) {
  const styles = useStyles();
  const deleteLink = useLinkProps({ href: '/accounts/data/delete/' });
  return (
    <div className={styles.actions}>
      {settings.can_sync_photos ? (
        <Button as="a" href={settings.sync_photos_url} icon={<ArrowSyncRegular />}>
          Sync profile photos
        </Button>
      ) : (
        <Tooltip content="Only available to Microsoft Teams right now" relationship="description" withArrow>
          <Button disabledFocusable icon={<ArrowSyncRegular />}>
            Sync profile photos
          </Button>
        </Tooltip>
      )}
      <Button as="a" {...deleteLink} appearance="subtle" className={styles.danger} icon={<DeleteRegular />}>
        Delete Account
      </Button>
    </div>
  );
}
