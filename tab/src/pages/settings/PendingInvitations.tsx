import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { TMembersContext } from '../../../../shared/accounts-api.ts';
import { formatLocalDate } from './format-date.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  heading: { margin: 0 },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  email: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** Invitations sent and not yet accepted, under the invite form. */
export function PendingInvitations({ invitations }: { invitations: TMembersContext['pending_invitations'] }) {
  const styles = useStyles();
  if (invitations.length === 0) return null;
  return (
    <div className={styles.root}>
      <Subtitle2 as="h3" className={styles.heading}>
        Pending invitations
      </Subtitle2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={`${invitation.email}-${invitation.created_at}`} className={styles.item}>
            <Body1 className={styles.email}>{invitation.email}</Body1>
            <Caption1 className={styles.meta}>{invitation.role}</Caption1>
            <Caption1 className={styles.meta}>Sent {formatLocalDate(invitation.created_at)}</Caption1>
          </li>
        ))}
      </ul>
    </div>
  );
}
