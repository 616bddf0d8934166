import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { API_TOKEN_SCOPE_INFO, type TApiToken } from '../../../../shared/public-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { formatMoment } from '../billing/billing-format.ts';
import { revokeApiToken } from './api-tokens-api.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  prefix: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The viewer's tokens: name, prefix, scopes, created, last used, expires, and Revoke behind a confirmation. */
export function TokensTable({
  tokens: rows,
  timeZone,
  onChanged,
}: {
  tokens: TApiToken[];
  timeZone: string;
  onChanged(): void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string | null, none: string) => (iso === null ? none : formatMoment(iso, timeZone));

  const revoke = async (token: TApiToken) => {
    setBusy(true);
    try {
      const answer = await revokeApiToken(token.id);
      notify({ intent: 'success', message: answer.message ?? 'API token revoked.' });
      setRevoking(null);
      onChanged();
    } catch (error) {
      notify({
        intent: 'error',
        message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label="Your API tokens">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Token</TableHeaderCell>
            <TableHeaderCell>Scopes</TableHeaderCell>
            <TableHeaderCell>Created</TableHeaderCell>
            <TableHeaderCell>Last used</TableHeaderCell>
            <TableHeaderCell>Expires</TableHeaderCell>
            <TableHeaderCell>
              <span className={styles.muted}>Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((token) => (
            <TableRow key={token.id}>
              <TableCell>{token.name}</TableCell>
              <TableCell>
                <span className={styles.prefix}>{token.prefix}…</span>
              </TableCell>
              <TableCell>{token.scopes.map((scope) => API_TOKEN_SCOPE_INFO[scope].label).join(', ')}</TableCell>
              <TableCell>{when(token.created_at, '')}</TableCell>
              <TableCell>{when(token.last_used_at, 'Never used')}</TableCell>
              <TableCell>
                {token.status === 'expired' ? (
                  <Badge appearance="outline" color="danger">
                    Expired {when(token.expires_at, '')}
                  </Badge>
                ) : (
                  when(token.expires_at, 'Never')
                )}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  icon={<DeleteRegular />}
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => setRevoking(token)}
                >
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        confirmLabel="Revoke token"
        busyLabel="Revoking..."
        busy={busy}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        Every call with this token ({revoking?.prefix}…) is refused from now on. Scripts and tools that use it stop
        working until you give them a new token. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
