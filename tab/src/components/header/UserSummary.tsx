import { Avatar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { TStateUser } from '../../../../shared/state.ts';

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
  detail: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

/** The signed-in user as the header shows them: photo or initials, name and (optionally) a detail line. */
export function UserSummary({
  user,
  detail,
  textClassName,
}: {
  user: TStateUser;
  detail?: string;
  /** Extra class for the text part (the desktop bar hides it on compact widths). */
  textClassName?: string;
}) {
  const styles = useStyles();
  return (
    <span className={styles.summary}>
      <Avatar
        name={user.name}
        image={user.photo_url === null ? undefined : { src: user.photo_url, alt: '' }}
        color="colorful"
        size={32}
        aria-hidden="true"
      />
      <span className={mergeClasses(styles.text, textClassName)}>
        <span className={styles.name}>{user.name}</span>
        {detail === undefined ? null : <span className={styles.detail}>{detail}</span>}
      </span>
    </span>
  );
}
