/**
 * The feed's filters bar (spec part 3 §2.11: team_member, platform, report_name, check_in, date):
 * each a dropdown whose choice becomes the page's URL, and Reset back to this week's everything.
 * The choices come from the server's answer (the team's members, the platforms present, reports).
 */
import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import type { TActivityContext, TActivityDate, TActivityQuery } from '../../../../shared/activity.ts';
import { ACTIVITY_CHECKIN_FILTERS, ACTIVITY_DATES } from '../../../../shared/activity.ts';
import { NARROW_SCREEN } from '../../components/header/breakpoints.ts';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    alignItems: 'end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    [NARROW_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  control: { minWidth: 0 },
  stretch: { width: '100%', minWidth: 0 },
  reset: { justifySelf: 'start' },
});

const ALL = '';

interface TChoice {
  value: string;
  label: string;
}

function FilterDropdown({
  label,
  allLabel,
  choices,
  selected,
  onSelect,
}: {
  label: string;
  /** The 'everything' choice; none for the date, which always has one. */
  allLabel?: string;
  choices: readonly TChoice[];
  selected: string | undefined;
  onSelect(value: string | undefined): void;
}) {
  const styles = useStyles();
  const current = choices.find((choice) => choice.value === selected);
  return (
    <Field label={label} className={styles.control}>
      <Dropdown
        className={styles.stretch}
        value={current?.label ?? allLabel ?? ''}
        selectedOptions={[current?.value ?? ALL]}
        onOptionSelect={(_, data) => {
          const value = data.optionValue === ALL ? undefined : data.optionValue;
          if (value !== selected) onSelect(value);
        }}
      >
        {allLabel === undefined ? null : (
          <Option value={ALL} text={allLabel}>
            {allLabel}
          </Option>
        )}
        {choices.map((choice) => (
          <Option key={choice.value} value={choice.value} text={choice.label}>
            {choice.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

export interface TActivityFiltersProps {
  query: TActivityQuery;
  context: Pick<TActivityContext, 'team_members' | 'platforms' | 'reports'>;
  change(next: Partial<TActivityQuery>): void;
  reset(): void;
}

/** Whether any filter differs from the header's link (this week, everything). */
export function isFiltered(query: TActivityQuery): boolean {
  return (
    Boolean(query.team_member || query.platform || query.report_name || query.check_in) || query.date !== 'This Week'
  );
}

export function ActivityFilters({ query, context, change, reset }: TActivityFiltersProps) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <FilterDropdown
        label="Member"
        allLabel="All members"
        choices={context.team_members.map((member) => ({ value: member.member_id, label: member.member_name }))}
        selected={query.team_member}
        onSelect={(team_member) => change({ team_member })}
      />
      <FilterDropdown
        label="Platform"
        allLabel="All platforms"
        choices={context.platforms.map((platform) => ({ value: platform.key, label: platform.platform }))}
        selected={query.platform}
        onSelect={(platform) => change({ platform })}
      />
      <FilterDropdown
        label="Report"
        allLabel="All reports"
        choices={context.reports.map((report) => ({ value: report.id, label: report.name }))}
        selected={query.report_name}
        onSelect={(report_name) => change({ report_name })}
      />
      <FilterDropdown
        label="Check-in"
        allLabel="All activity"
        choices={Object.entries(ACTIVITY_CHECKIN_FILTERS).map(([value, label]) => ({ value, label }))}
        selected={query.check_in}
        onSelect={(value) => change({ check_in: value as TActivityQuery['check_in'] })}
      />
      <FilterDropdown
        label="Date"
        choices={ACTIVITY_DATES.map((date) => ({ value: date, label: date }))}
        selected={query.date}
        onSelect={(date) => change({ date: (date ?? 'This Week') as TActivityDate })}
      />
      <Button
        className={styles.reset}
        icon={<ArrowResetRegular />}
        disabledFocusable={!isFiltered(query)}
        onClick={reset}
      >
        Reset
      </Button>
    </div>
  );
}
