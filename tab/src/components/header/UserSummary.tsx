import { Avatar, makeStyles, tokens } from '@fluentui/react-components';
import type { TStateUser } from '../../../../shared/state.ts';
import { currentTeamLabel } from './team-label.ts';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    textAlign: 'start',
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  team: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
});

/** The signed-in user as the header shows them: photo or initials, name, and current team. */
export function UserSummary({ user }: { user: TStateUser }) {
  const styles = useStyles();
  const team = currentTeamLabel(user);
  return (
    <span className={styles.summary}>
      <Avatar
        name={user.name}
        image={user.photo_url === null ? undefined : { src: user.photo_url, alt: '' }}
        color="colorful"
        size={32}
        aria-hidden="true"
      />
      <span className={styles.text}>
        <span className={styles.name}>{user.name}</span>
        {team === null ? null : <span className={styles.team}>{team}</span>}
      </span>
    </span>
  );
}
