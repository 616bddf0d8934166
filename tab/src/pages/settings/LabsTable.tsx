import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type TLabsContext, ZStatusOk } from '../../../../shared/accounts-api.ts';
import { apiPost } from '../../api/client.ts';
import { INITIAL_STATE_QUERY_KEY } from '../../api/initial-state.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { SETTINGS_QUERY_KEYS } from './settings-queries.ts';

type TLab = TLabsContext['labs'][number];

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '520px' },
  feature: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
  },
  description: { color: tokens.colorNeutralForeground3 },
  narrow: { width: '110px' },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalL} 0`, textAlign: 'center' },
});

function LabRow({ lab, canToggle }: { lab: TLab; canToggle: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const toggle = async (enabled: boolean) => {
    setPending(true);
    try {
      await apiPost('/api/v1/account/labs/', { lab: lab.key, enabled }, ZStatusOk);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEYS.labs });
      // enabled_labs in the initial state changes with it (the billing page reads it).
      void queryClient.invalidateQueries({ queryKey: INITIAL_STATE_QUERY_KEY });
    } catch (error) {
      notify({ intent: 'error', message: error instanceof Error ? error.message : 'failed.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <TableRow>
      <TableCell>
        <div className={styles.feature}>
          <Body1>{lab.name}</Body1>
          <Caption1 className={styles.description}>{lab.description}</Caption1>
        </div>
      </TableCell>
      <TableCell>
        <Badge appearance={lab.enabled ? 'filled' : 'tint'} color={lab.enabled ? 'success' : 'informative'}>
          {lab.enabled ? 'On' : 'Off'}
        </Badge>
      </TableCell>
      <TableCell>
        <Switch
          checked={lab.enabled}
          disabled={!canToggle || pending}
          aria-label={`${lab.name}: ${lab.enabled ? 'On' : 'Off'}`}
          onChange={(_event, data) => void toggle(data.checked)}
        />
      </TableCell>
    </TableRow>
  );
}

/** Labs as a table (Feature, Status, Action); each switch turns its lab on or off for everyone. */
export function LabsTable({ context }: { context: TLabsContext }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label="Labs">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Feature</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>Status</TableHeaderCell>
            <TableHeaderCell className={styles.narrow}>Action</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {context.labs.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>
                <div className={styles.empty}>There are no labs to try right now. Check back later.</div>
              </TableCell>
            </TableRow>
          ) : (
            context.labs.map((lab) => <LabRow key={lab.key} lab={lab} canToggle={context.can_toggle} />)
          )}
        </TableBody>
      </Table>
    </div>
  );
}
