/**
 * Fills the placeholders of the wizard's messages (spec part 3 §9): {{name}}, {{report}}, {{team}}
 * in the intro and closing, and {{team_name}}, {{report_name}}, {{report_date}}, {{edit_link}},
 * {{dashboard_link}}, {{time_left}} in the bot messages. Unknown placeholders stay as written.
 */

export interface TPlaceholderValues {
  name?: string;
  report: string;
  team: string;
  reportDate: string;
  editLink?: string;
  dashboardLink?: string;
  timeLeft?: string;
}

/** The text with every known placeholder replaced. */
export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  const table: Record<string, string | undefined> = {
    name: values.name,
    report: values.report,
    team: values.team,
    team_name: values.team,
    report_name: values.report,
    report_date: values.reportDate,
    edit_link: values.editLink,
    dashboard_link: values.dashboardLink,
    time_left: values.timeLeft,
  };
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => table[name] ?? whole);
}
