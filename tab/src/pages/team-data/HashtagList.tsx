import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { HASHTAG_MESSAGES, type THashtagsContext } from '../../../../shared/teams.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { formatLocalDate } from '../settings/format-date.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  tag: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1, overflowWrap: 'anywhere' },
  date: { color: tokens.colorNeutralForeground3 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** Asks for confirmation, then deletes with a full page load (the server redirects back with a toast). */
function deleteHashtag(tag: string): void {
  if (!window.confirm(HASHTAG_MESSAGES.confirmDelete)) return;
  window.location.assign(`/team/settings/hashtags/delete/${encodeURIComponent(tag)}/`);
}

/** The team's hashtags with the day each was added, and a delete button each when `canEdit`. */
export function HashtagList({ hashtags, canEdit }: { hashtags: THashtagsContext['hashtags']; canEdit: boolean }) {
  const styles = useStyles();
  if (hashtags.length === 0) {
    return (
      <Body1 as="p" className={styles.empty}>
        No hashtags yet
      </Body1>
    );
  }
  return (
    <ul className={styles.list} aria-label="Hashtags">
      {hashtags.map(({ tag, created_at, entries_link }) => (
        <li key={tag} className={styles.row}>
          <Body1 className={styles.tag}>
            <AppLink to={entries_link}>#{tag}</AppLink>
          </Body1>
          <Caption1 className={styles.date}>Added {formatLocalDate(created_at)}</Caption1>
          {canEdit ? (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Delete #${tag}`}
              onClick={() => deleteHashtag(tag)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
