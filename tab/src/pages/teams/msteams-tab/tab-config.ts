/** What Rollcall's Microsoft Teams channel tab can show, and the URLs Teams saves for each choice. */
import type { TTabConfig } from '../../../host/teams-host.ts';

export const TAB_CHOICES = [
  {
    value: 'dashboard',
    label: 'Dashboard',
    description: "The latest report of your team: everyone's answers, comments and reactions.",
    path: '/dashboard/',
  },
  {
    value: 'reports',
    label: 'Reports',
    description: "Your team's reports: their schedules, members and history.",
    path: '/reports/',
  },
] as const;

export type TTabChoice = (typeof TAB_CHOICES)[number]['value'];

/** Narrows a RadioGroup value to a choice (anything else is ignored). */
export function isTabChoice(value: string): value is TTabChoice {
  return TAB_CHOICES.some((choice) => choice.value === value);
}

/**
 * The config Teams saves for a choice: the page with `?host=msteams` inside Teams (so the page
 * knows it is framed), the plain page for 'Go to website', and a stable entity id per choice.
 */
export function tabConfigFor(choice: TTabChoice, origin: string): TTabConfig {
  const option = TAB_CHOICES.find((candidate) => candidate.value === choice) ?? TAB_CHOICES[0];
  const base = origin.replace(/\/+$/, '');
  return {
    contentUrl: `${base}${option.path}?host=msteams`,
    websiteUrl: `${base}${option.path}`,
    entityId: `rollcall-${option.value}`,
    suggestedDisplayName: `Rollcall ${option.label}`,
  };
}
