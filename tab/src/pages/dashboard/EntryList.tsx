/** The entries of the member and hashtag views: one column of entry cards, newest first. */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { TDashboardEntry, TDashboardQuestion } from '../../../../shared/dashboard.ts';
import { EntryCard, type TEntryHeading } from './EntryCard.tsx';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '900px',
    margin: '0 auto',
    padding: 0,
    listStyleType: 'none',
  },
});

export interface TEntryListProps {
  entries: readonly TDashboardEntry[];
  questions: readonly TDashboardQuestion[];
  teamSlug: string;
  heading: TEntryHeading;
}

/** Lists entries as a column of cards (the grid view lays its own out in a grid). */
export function EntryList({ entries, questions, teamSlug, heading }: TEntryListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard entry={entry} questions={questions} teamSlug={teamSlug} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
