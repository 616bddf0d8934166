import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type Control, useController, useWatch } from 'react-hook-form';
import {
  HOLIDAY_LABELS,
  HOLIDAY_NONE,
  type THolidayCountry,
  type THolidaySettings,
  type TMyHolidaysForm,
  ZMyHolidaysForm,
  ZTeamHolidaysForm,
} from '../../../../shared/holidays.ts';
import { FormErrorBar } from '../../components/forms/FormMessages.tsx';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { useNotify } from '../../components/toasts/useNotify.tsx';
import { HOLIDAY_QUERY_KEYS } from './holiday-queries.ts';
import type { TVacationScope } from './team-data-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  field: { minWidth: '220px', flexGrow: 1 },
  actions: { display: 'flex' },
});

/** Both forms post the same two fields: country ('', 'NONE' or a code) and region ('' or a code). */
type THolidayFormValues = TMyHolidaysForm;

export interface TPublicHolidaysFormProps {
  scope: TVacationScope;
  settings: THolidaySettings;
  countries: readonly THolidayCountry[];
}

/** What the country select shows first: 'None' for a team; 'Follow my team (...)' and 'None' for a person. */
function specialChoices(scope: TVacationScope, settings: THolidaySettings): Array<{ value: string; label: string }> {
  if (scope === 'team') return [{ value: '', label: HOLIDAY_LABELS.none }];
  const team = settings.team_place?.label ?? 'no public holidays';
  return [
    { value: '', label: `${HOLIDAY_LABELS.followTeam} (${team})` },
    { value: HOLIDAY_NONE, label: HOLIDAY_LABELS.none },
  ];
}

function HolidayFields({
  control,
  scope,
  settings,
  countries,
  disabled,
}: {
  control: Control<THolidayFormValues, unknown, unknown>;
  scope: TVacationScope;
  settings: THolidaySettings;
  countries: readonly THolidayCountry[];
  disabled: boolean;
}) {
  const styles = useStyles();
  const country = useController({ control, name: 'country' });
  const region = useController({ control, name: 'region' });
  const chosen = useWatch({ control, name: 'country' });
  const regions = countries.find((candidate) => candidate.code === chosen)?.regions ?? [];
  return (
    <div className={styles.fields}>
      <Field
        className={styles.field}
        label={scope === 'team' ? 'Country' : 'My country'}
        validationMessage={country.fieldState.error?.message}
        validationState={country.fieldState.error ? 'error' : 'none'}
      >
        <Select
          name="country"
          ref={country.field.ref}
          value={country.field.value}
          disabled={disabled}
          onChange={(_event, data) => {
            country.field.onChange(data.value);
            // A region belongs to one country: a new country starts with the whole country.
            region.field.onChange('');
          }}
        >
          {specialChoices(scope, settings).map((choice) => (
            <option key={choice.value || 'follow'} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
      {regions.length > 0 ? (
        <Field
          className={styles.field}
          label="Region"
          validationMessage={region.fieldState.error?.message}
          validationState={region.fieldState.error ? 'error' : 'none'}
        >
          <Select
            name="region"
            ref={region.field.ref}
            value={region.field.value ?? ''}
            disabled={disabled}
            onChange={(_event, data) => region.field.onChange(data.value)}
          >
            <option value="">{HOLIDAY_LABELS.wholeCountry}</option>
            {regions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}

/**
 * The public holidays picker (issue 22): the team's country (or None) and region, or my own
 * choice ('Follow my team', None, a country and region). Posted with the shared zod schema; the
 * calendars below follow the saved choice.
 */
export function PublicHolidaysForm({ scope, settings, countries }: TPublicHolidaysFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { form, formErrors, pending, onSubmit } = useZodForm({
    schema: scope === 'team' ? ZTeamHolidaysForm : ZMyHolidaysForm,
    path: `/api/v1/${scope}/holidays/`,
    defaultValues: { country: settings.country ?? '', region: settings.region ?? '' },
    onSuccess: (answer) => {
      notify({ intent: 'success', message: answer.message ?? 'Saved.' });
      void queryClient.invalidateQueries({ queryKey: HOLIDAY_QUERY_KEYS.all });
    },
  });
  const disabled = !settings.can_edit;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Public holidays">
      <FormErrorBar messages={formErrors} />
      <HolidayFields
        control={form.control as unknown as Control<THolidayFormValues, unknown, unknown>}
        scope={scope}
        settings={settings}
        countries={countries}
        disabled={disabled}
      />
      {disabled ? null : (
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={pending}>
            {pending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      )}
    </form>
  );
}
