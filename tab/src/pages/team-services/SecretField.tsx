import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ZFormOk } from '../../../../shared/accounts.ts';
import type { TWebhookSlug } from '../../../../shared/work-tools.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiPost } from '../../api/client.ts';
import { CopyLinkField } from '../../components/CopyLinkField.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { TEAM_SERVICES_KEYS } from './team-services-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * A sender's secret for team admins (part 3 §2.10, designed): hidden until revealed, then
 * copyable; 'Replace secret' asks first, because the sender stops being accepted until it is
 * given the new one.
 */
export function SecretField({ slug, label, secret }: { slug: TWebhookSlug; label: string; secret: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);

  const replace = async () => {
    setPending(true);
    try {
      const answer = await apiPost('/team/settings/services/replace-secret', { slug }, ZFormOk);
      notify({ intent: 'success', message: answer.message ?? 'A new secret was made.' });
      setShown(true);
      await queryClient.invalidateQueries({ queryKey: TEAM_SERVICES_KEYS.services });
    } catch (error) {
      notify({
        intent: 'error',
        message: error instanceof ApiError ? error.message : 'The secret could not be replaced.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.root}>
      {shown ? <CopyLinkField label={`${label} secret`} value={secret} /> : null}
      <div className={styles.actions}>
        <Button
          size="small"
          icon={shown ? <EyeOffRegular /> : <EyeRegular />}
          onClick={() => setShown(!shown)}
          aria-expanded={shown}
        >
          {shown ? 'Hide secret' : 'Show secret'}
        </Button>
        <Dialog>
          <DialogTrigger disableButtonEnhancement>
            <Button size="small" disabled={pending}>
              Replace secret
            </Button>
          </DialogTrigger>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Replace the {label} secret?</DialogTitle>
              <DialogContent>
                The current secret stops working at once: {label} deliveries are refused until you paste the new secret
                into its webhook settings.
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="secondary">Cancel</Button>
                </DialogTrigger>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="primary" onClick={() => void replace()}>
                    Replace secret
                  </Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </div>
    </div>
  );
}
