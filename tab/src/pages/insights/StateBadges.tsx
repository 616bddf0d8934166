/** The states of one entry (spec part 2 §3 states facet) as small coloured badges with words. */
import { Badge, type BadgeProps, makeStyles, tokens } from '@fluentui/react-components';
import type { TInsightsState } from '../../../../shared/insights.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

const STATE_COLOURS: Readonly<Record<TInsightsState, BadgeProps['color']>> = {
  'Checked in': 'brand',
  'Not checked in': 'warning',
  'Goal completed': 'success',
  'Has blockers': 'danger',
  'On vacation': 'informative',
};

export function StateBadges({ states }: { states: readonly TInsightsState[] }) {
  const styles = useStyles();
  if (states.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Status">
      {states.map((state) => (
        <li key={state}>
          <Badge appearance="tint" color={STATE_COLOURS[state]} shape="rounded">
            {state}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
