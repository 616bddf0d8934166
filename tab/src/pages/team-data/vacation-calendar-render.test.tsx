/**
 * The vacation calendars drawn on the server (no browser here) with a public holiday this month:
 * on the team's calendar the holiday stays a day that can be made a team vacation day (members may
 * follow another country), on a member's own calendar it is marked and not clickable.
 */
import { FluentProvider, SSRProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { THolidayPlace } from '../../../../shared/holidays.ts';
import { currentMonth, dayKey } from './calendar-days.ts';
import { HOLIDAY_QUERY_KEYS } from './holiday-queries.ts';
import { VacationCalendar } from './VacationCalendar.tsx';

const PLACE: THolidayPlace = { country: 'CA', region: 'ON', label: 'Canada (Ontario)' };
const month = currentMonth();
const HOLIDAY = dayKey(month.year, month.month, 15);

function draw(type: 'set_team_vacations' | 'set_vacations', selected: string[] = []): string {
  const client = new QueryClient();
  client.setQueryData(HOLIDAY_QUERY_KEYS.days(PLACE, month.year), {
    place: PLACE,
    days: [{ day: HOLIDAY, name: 'Founders Day' }],
  });
  return renderToString(
    <SSRProvider>
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <VacationCalendar
              data={{ selected_vacations: selected, can_edit: true, locked: false }}
              type={type}
              holidayPlace={PLACE}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </FluentProvider>
    </SSRProvider>,
  );
}

/** The opening tag of the day's button, found by its accessible name. */
function holidayButton(html: string): string {
  const tag = /<button[^>]*aria-label="[^"]*public holiday: Founders Day"[^>]*>/.exec(html)?.[0];
  expect(tag, 'the holiday is marked on its day').toBeDefined();
  return tag ?? '';
}

describe('public holidays on the vacation calendars', () => {
  it('keeps a holiday selectable on the team calendar, only marked', () => {
    const html = draw('set_team_vacations');
    expect(holidayButton(html)).not.toMatch(/\sdisabled=/);
    expect(holidayButton(html)).toContain('aria-pressed="false"');
    expect(holidayButton(draw('set_team_vacations', [HOLIDAY]))).toContain('aria-pressed="true"');
    expect(html).toContain(
      'Public holidays of Canada (Ontario): members who follow the team&#x27;s public holidays are not asked on them.',
    );
    expect(html).toContain('Founders Day');
  });

  it('keeps the personal calendar as it was: a holiday is not clickable unless picked before', () => {
    const html = draw('set_vacations');
    expect(holidayButton(html)).toMatch(/\sdisabled=""/);
    expect(holidayButton(draw('set_vacations', [HOLIDAY]))).not.toMatch(/\sdisabled=/);
    expect(html).toContain('Public holidays of Canada (Ontario) are skipped: nobody is asked on them.');
  });
});
