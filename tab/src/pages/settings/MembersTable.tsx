import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { TMembersContext } from '../../../../shared/accounts-api.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';
import { PersonCell } from '../../components/PersonCell.tsx';
import { useStackedTableStyles } from '../../components/stacked-table-styles.ts';
import { formatLocalDate } from './format-date.ts';
import { RoleDropdown } from './RoleDropdown.tsx';

const useStyles = makeStyles({
  // On narrow screens each member becomes a two-line block: the user, then date and role.
  row: {
    [NARROW_SCREEN]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"user user" "added role"',
      alignItems: 'center',
      paddingBottom: '8px',
    },
  },
  user: { [NARROW_SCREEN]: { gridArea: 'user' } },
  addedCell: { [NARROW_SCREEN]: { gridArea: 'added' } },
  roleCell: { [NARROW_SCREEN]: { gridArea: 'role' } },
  role: { width: '220px' },
  added: { width: '150px' },
});

/** The organisation's members: who they are, when they were added and their role. */
export function MembersTable({ context }: { context: TMembersContext }) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  return (
    <Table className={stacked.table} aria-label="Organization members">
      <TableHeader className={stacked.header}>
        <TableRow>
          <TableHeaderCell>User</TableHeaderCell>
          <TableHeaderCell className={styles.added}>First added</TableHeaderCell>
          <TableHeaderCell className={styles.role}>Role</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody className={stacked.body}>
        {context.members.map((member) => (
          <TableRow key={member.member_id} className={styles.row}>
            <TableCell className={styles.user}>
              <PersonCell name={member.name} email={member.email} photo={member.photo} />
            </TableCell>
            <TableCell className={styles.addedCell}>
              <span className={stacked.narrowOnly}>First added</span>
              {formatLocalDate(member.created_at)}
            </TableCell>
            <TableCell className={styles.roleCell}>
              <RoleDropdown
                member={member}
                readOnly={member.is_self || !context.can_change_roles}
                locked={context.roles_locked}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
