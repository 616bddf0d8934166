/** The work-tool activity on an entry (spec part 3 §2.7): titled groups of links, web addresses only. */
import { Caption1Strong, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { TDashboardEntry } from '../../../../shared/dashboard.ts';
import { isWebUrl } from './entry-status.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Nothing when the entry has no activity. */
export function EntryActivity({ activity }: { activity: TDashboardEntry['activity'] }) {
  const styles = useStyles();
  const groups = activity
    .map((group) => ({ ...group, items: group.items.filter((item) => isWebUrl(item.url)) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.root}>
      {groups.map((group) => (
        <div key={group.title}>
          <Caption1Strong>{group.title}</Caption1Strong>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.url}>
                <Link href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
