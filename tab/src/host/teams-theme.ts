/**
 * The Teams client's theme (default, dark, high contrast) through teams-js, and its changes, so the
 * web app's Fluent theme follows Teams live.
 */
import { app } from '@microsoft/teams-js';
import { isInTeams } from './teams-host.ts';

export type THostTheme = 'default' | 'dark' | 'contrast';

/** Teams names its themes 'default', 'dark' and 'contrast'; anything else reads as default. */
export function hostThemeOf(name: string | undefined): THostTheme {
  return name === 'dark' || name === 'contrast' ? name : 'default';
}

/**
 * Calls `onTheme` with the host's theme now and on every change; does nothing outside Teams.
 * teams-js keeps one theme handler per page, so call this once (the theme provider does).
 */
export async function followHostTheme(onTheme: (theme: THostTheme) => void): Promise<boolean> {
  if (!(await isInTeams())) return false;
  app.registerOnThemeChangeHandler((name) => onTheme(hostThemeOf(name)));
  try {
    const context = await app.getContext();
    onTheme(hostThemeOf(context.app.theme));
  } catch (error) {
    console.warn('Rollcall could not read the Teams theme:', error);
  }
  return true;
}
