import {
  Badge,
  Body1,
  Button,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular, GlobeRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { TReportWizardContext, TWizardMember } from '../../../../../shared/reports.ts';
import { PLATFORM_LABELS } from '../../../../../shared/roles.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { NARROW_SCREEN } from '../../../components/header/breakpoints.ts';
import { PersonCell } from '../../../components/PersonCell.tsx';
import { useStackedTableStyles } from '../../../components/stacked-table-styles.ts';
import { ownZoneNote } from './own-zone-members.ts';
import { SeatUpgradeDialog } from './SeatUpgradeDialog.tsx';
import type { TSectionProps } from './section-props.ts';
import { assignWithinSeats, canAssign } from './wizard-seats.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, maxWidth: '420px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  row: {
    [NARROW_SCREEN]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', paddingBottom: tokens.spacingVerticalS },
  },
  platform: { width: '170px' },
  status: { width: '220px' },
  action: { width: '120px' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  note: { color: tokens.colorNeutralForeground3 },
});

/** More rows than this are not drawn at once: the search narrows a large organisation down. */
const MAX_ROWS = 200;

/** Platforms whose member list comes from the chat platform and can be synced again. */
function canResync(context: TReportWizardContext): boolean {
  const service = context.report.team_service;
  return service !== 'EMAIL' && service !== 'NONE';
}

function matches(member: TWizardMember, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || member.label.toLowerCase().includes(needle) || member.email.toLowerCase().includes(needle);
}

function memberCount(count: number): string {
  return `${count} member${count === 1 ? '' : 's'} assigned`;
}

interface TMemberRowProps {
  member: TWizardMember;
  assigned: boolean;
  onAdd(): void;
  onRemove(): void;
}

function MemberRow({ member, assigned, onAdd, onRemove }: TMemberRowProps) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const platform = member.platform_data.platform_label || PLATFORM_LABELS[member.platform_data.platform_service];
  const zone =
    member.timezone.zone === '' || member.timezone.zone === 'default' ? 'Report time zone' : member.timezone.zone;
  return (
    <TableRow className={styles.row}>
      <TableCell>
        <PersonCell name={member.label} email={member.email} photo={member.photo} />
      </TableCell>
      <TableCell>
        <span className={stacked.narrowOnly}>Platform</span>
        <Badge appearance="outline" color="informative">
          {platform}
        </Badge>
      </TableCell>
      <TableCell>
        {assigned ? (
          <span className={styles.badges}>
            <Badge appearance="tint" color="success">
              Assigned
            </Badge>
            <Badge appearance="tint" color="brand" icon={<GlobeRegular />}>
              <span className={stacked.narrowOnly}>Time zone</span>
              {zone}
            </Badge>
          </span>
        ) : null}
      </TableCell>
      <TableCell>
        {assigned ? (
          <Button icon={<DismissRegular />} aria-label={`Remove ${member.label}`} onClick={onRemove}>
            Remove
          </Button>
        ) : (
          <Button icon={<AddRegular />} aria-label={`Add ${member.label}`} onClick={onAdd}>
            Add
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Assigned ids the context does not know (members who left the team): listed so they can be removed. */
function UnknownMembers({ ids, onRemove }: { ids: readonly string[]; onRemove(id: string): void }) {
  const styles = useStyles();
  if (ids.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {ids.length === 1 ? 'One assigned member is' : `${ids.length} assigned members are`} no longer in this team.{' '}
        <span className={styles.badges}>
          {ids.map((id) => (
            <Button key={id} size="small" icon={<DismissRegular />} onClick={() => onRemove(id)}>
              Remove {id}
            </Button>
          ))}
        </span>
      </MessageBarBody>
    </MessageBar>
  );
}

interface TRefusal {
  member: string;
  others: number;
}

/**
 * The wizard's MEMBERS section, 'Assign Members' (part 3 §2.3): search the account's members,
 * add or remove them one by one or all at once within the seats; a member the seats cannot take
 * opens the seat upgrade modal naming them.
 */
export function MembersSection({ form, update, context, errors }: TSectionProps) {
  const styles = useStyles();
  const stacked = useStackedTableStyles();
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const users = form.users;
  const assigned = useMemo(() => new Set(users), [users]);
  const known = useMemo(() => new Set(context.account_members.map((member) => member.id)), [context.account_members]);
  const found = useMemo(() => context.account_members.filter((member) => matches(member, query)), [context, query]);
  const shown = found.slice(0, MAX_ROWS);
  const unknown = users.filter((id) => !known.has(id));
  const tenUserLimit = context.feature_map.includes('LIMIT_TO_10_USERS');
  const error = errors.users?.[0];

  const setUsers = (next: (current: string[]) => string[]) =>
    update((current) => ({ ...current, users: next(current.users) }));
  const add = (member: TWizardMember) => {
    if (!canAssign(member, users, context)) {
      setRefusal({ member: member.label, others: 0 });
      return;
    }
    setUsers((current) => (current.includes(member.id) ? current : [...current, member.id]));
  };
  const remove = (id: string) => setUsers((current) => current.filter((user) => user !== id));
  const selectAll = () => {
    const result = assignWithinSeats(found, users, context);
    setUsers(() => result.users);
    const [first, ...others] = result.refused;
    if (first !== undefined) setRefusal({ member: first.label, others: others.length });
  };
  const everyoneFoundAssigned = found.every((member) => assigned.has(member.id));
  const zoneNote = ownZoneNote(context.account_members, assigned, {
    hour: form.config.hour,
    minute: form.config.minute,
    timeZone: form.config.time_zone,
  });

  return (
    <div className={styles.root}>
      <Subtitle2 as="h3" className={styles.title}>
        Assign Members
      </Subtitle2>
      <div className={styles.summary}>
        <Body1 aria-live="polite">{memberCount(users.length)}</Body1>
        <AppLink to="/team/settings/general/">Manage team members</AppLink>
        {canResync(context) ? (
          <Link href="/resync/">Sync members from {PLATFORM_LABELS[context.report.team_service]}</Link>
        ) : null}
      </div>
      {error === undefined ? null : (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <UnknownMembers ids={unknown} onRemove={remove} />
      {zoneNote === null ? null : <Caption1 className={styles.note}>{zoneNote}</Caption1>}
      <div className={styles.bar}>
        <SearchBox
          className={styles.search}
          aria-label="Search members by name or email"
          placeholder="Search members"
          value={query}
          onChange={(_event, data) => setQuery(data.value)}
        />
        <Button onClick={selectAll} disabled={found.length === 0 || everyoneFoundAssigned}>
          {query.trim() === '' ? 'Select all' : 'Select all found'}
        </Button>
      </div>
      {context.account_members.length === 0 ? (
        <Body1>
          This team has no members yet. <AppLink to="/team/settings/general/">Add members to the team</AppLink> first.
        </Body1>
      ) : found.length === 0 ? (
        <Body1 role="status">No member matches '{query.trim()}'.</Body1>
      ) : (
        <Table className={stacked.table} aria-label="Account members">
          <TableHeader className={stacked.header}>
            <TableRow>
              <TableHeaderCell>Member</TableHeaderCell>
              <TableHeaderCell className={styles.platform}>Platform</TableHeaderCell>
              <TableHeaderCell className={styles.status}>In this report</TableHeaderCell>
              <TableHeaderCell className={styles.action}>Action</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody className={stacked.body}>
            {shown.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                assigned={assigned.has(member.id)}
                onAdd={() => add(member)}
                onRemove={() => remove(member.id)}
              />
            ))}
          </TableBody>
        </Table>
      )}
      {found.length > shown.length ? (
        <Caption1 className={styles.note}>
          Showing {shown.length} of {found.length} members. Search to find the others.
        </Caption1>
      ) : null}
      <SeatUpgradeDialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        blockedMember={refusal?.member ?? null}
        othersRefused={refusal?.others ?? 0}
        tenUserLimit={tenUserLimit}
      />
    </div>
  );
}
