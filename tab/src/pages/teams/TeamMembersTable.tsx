import {
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { PersonCell } from '../../components/PersonCell.tsx';
import { useStackedTableStyles } from '../../components/stacked-table-styles.ts';
import { formatLocalDate } from '../settings/format-date.ts';
import { TimezoneCombobox } from './TimezoneCombobox.tsx';
import type { TTeamSettingsGeneral } from './team-api.ts';

const useStyles = makeStyles({
  // On narrow screens each member becomes a block: the user, then date and time zone.
  row: {
    [NARROW_SCREEN]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      paddingBottom: '8px',
    },
  },
  added: { width: '150px' },
  timezone: { width: '260px' },
});

/** The team's members: who they are, when they were added and their time zone (editable by managers). */
export function TeamMembersTable({ settings }: { settings: TTeamSettingsGeneral }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  if (settings.members.length === 0) return <Caption1>This team has no members yet.</Caption1>;
  return (
    <Table className={stacked.table} aria-label="Team members">
      <TableHeader className={stacked.header}>
        <TableRow>
          <TableHeaderCell>User</TableHeaderCell>
          <TableHeaderCell className={styles.added}>First added</TableHeaderCell>
          <TableHeaderCell className={styles.timezone}>Timezone</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody className={stacked.body}>
        {settings.members.map((member) => (
          <TableRow key={String(member.member_id)} className={styles.row}>
            <TableCell>
              <PersonCell name={member.name} email={member.email} photo={member.photo} />
            </TableCell>
            <TableCell>
              <span className={stacked.narrowOnly}>First added</span>
              {formatLocalDate(member.created_at)}
            </TableCell>
            <TableCell>
              <TimezoneCombobox member={member} disabled={!settings.can_manage} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
