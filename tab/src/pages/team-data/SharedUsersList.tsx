import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { SECURITY_MESSAGES, type TSecurityContext } from '../../../../shared/teams.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** People the team is shared with; revoking asks first, then follows GET /teams/uninvite/{email}/. */
export function SharedUsersList({ users, canRevoke }: { users: TSecurityContext['shared_users']; canRevoke: boolean }) {
  const styles = useStyles();
  if (users.length === 0) return <Body1 className={styles.muted}>This team is not shared with anyone.</Body1>;
  return (
    <ul className={styles.list} aria-label="Shared with">
      {users.map((user) => (
        <li key={user.email} className={styles.row}>
          <span className={styles.who}>
            <Body1>{user.name}</Body1>
            <Caption1 className={styles.muted}>
              {user.email}
              {user.shared_by ? ` · shared by ${user.shared_by}` : ''}
            </Caption1>
          </span>
          {canRevoke ? (
            <Button
              onClick={() => {
                if (window.confirm(SECURITY_MESSAGES.confirmRevoke)) {
                  window.location.assign(`/teams/uninvite/${encodeURIComponent(user.email)}/`);
                }
              }}
            >
              Revoke
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
