/**
 * The Fluent theme of the whole app: the web theme in a browser; inside a Microsoft Teams tab the
 * Teams theme the client shows (light, dark or high contrast), switched live when the person
 * changes it in Teams.
 */
import {
  FluentProvider,
  type Theme,
  teamsDarkTheme,
  teamsHighContrastTheme,
  teamsLightTheme,
  webLightTheme,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { openedAsTeamsTab } from '../host/teams-frame.ts';
import type { THostTheme } from '../host/teams-theme.ts';

const TEAMS_THEMES: Record<THostTheme, Theme> = {
  default: teamsLightTheme,
  dark: teamsDarkTheme,
  contrast: teamsHighContrastTheme,
};

/** 'web' in a browser, else the host's theme once teams-js has said it. */
function useHostTheme(): THostTheme | 'web' {
  const [theme, setTheme] = useState<THostTheme | 'web'>(() => (openedAsTeamsTab() ? 'default' : 'web'));
  useEffect(() => {
    if (!openedAsTeamsTab()) return;
    let current = true;
    // Loaded only in a tab: teams-js stays out of the browser's first load.
    void import('../host/teams-theme.ts').then(({ followHostTheme }) =>
      followHostTheme((next) => {
        if (current) setTheme(next);
      }),
    );
    return () => {
      current = false;
    };
  }, []);
  return theme;
}

/** FluentProvider with the theme of where the app runs; `data-theme` names it (tests read it). */
export function HostThemeProvider({ children }: { children: ReactNode }) {
  const theme = useHostTheme();
  return (
    <FluentProvider
      theme={theme === 'web' ? webLightTheme : TEAMS_THEMES[theme]}
      data-theme={theme}
      style={{ minHeight: '100%' }}
    >
      {children}
    </FluentProvider>
  );
}
