/**
 * A multi-select fed by a facet of the search (spec part 2 §2.5: reports up to 100, members up to
 * 200): each option shows how many entries it would give, typing narrows the list, and the closed
 * box names the choice. Choosing applies at once; while the list stays open further choices
 * replace the history entry the first one made, so Back undoes the whole pick.
 */
import { Combobox, Field, makeStyles, Option } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import type { TInsightsFacetValue } from '../../../../shared/insights.ts';
import { facetOptionText, selectionSummary } from './insights-format.ts';
import type { TNavigation } from './use-insights-url.ts';

const useStyles = makeStyles({
  // Fluent's combobox is at least 250px wide; here it fills its grid column, down to a phone's width.
  box: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
  input: { minWidth: 0, width: '100%' },
});

export interface TFacetMultiSelectProps {
  label: string;
  /** Shown when nothing is chosen ('All reports'). */
  placeholder: string;
  options: readonly TInsightsFacetValue[];
  selected: readonly string[];
  max: number;
  /** Said when a pick would go over `max`. */
  tooMany: string;
  noun: { one: string; many: string };
  onChange(selected: string[], how: TNavigation): void;
  className?: string;
}

/** The option list narrowed to labels containing what was typed (any case). */
export function matchingOptions(options: readonly TInsightsFacetValue[], typed: string): TInsightsFacetValue[] {
  const needle = typed.trim().toLocaleLowerCase();
  return needle === '' ? [...options] : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

export function FacetMultiSelect({
  label,
  placeholder,
  options,
  selected,
  max,
  tooMany,
  noun,
  onChange,
  className,
}: TFacetMultiSelectProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const [overLimit, setOverLimit] = useState(false);
  const pickedWhileOpen = useRef(false);
  const summary = selectionSummary(selected, options, noun);
  const shown = matchingOptions(options, typed);
  return (
    <Field label={label} className={className} validationMessage={overLimit ? tooMany : undefined}>
      <Combobox
        className={styles.box}
        input={{ className: styles.input }}
        multiselect
        placeholder={summary === '' ? placeholder : summary}
        value={focused ? typed : summary}
        selectedOptions={[...selected]}
        onFocus={() => {
          setFocused(true);
          setTyped('');
        }}
        onBlur={() => setFocused(false)}
        onChange={(event) => setTyped(event.target.value)}
        onOpenChange={(_, data) => {
          if (!data.open) pickedWhileOpen.current = false;
        }}
        onOptionSelect={(_, data) => {
          if (data.selectedOptions.length > max) {
            setOverLimit(true);
            return;
          }
          setOverLimit(false);
          onChange(data.selectedOptions, { replace: pickedWhileOpen.current });
          pickedWhileOpen.current = true;
        }}
      >
        {shown.length === 0 ? (
          <Option value="" text="" disabled>
            {options.length === 0 ? 'Nothing to choose in this window' : 'No match'}
          </Option>
        ) : (
          shown.map((option) => (
            <Option key={option.value} value={option.value} text={option.label}>
              {facetOptionText(option)}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
