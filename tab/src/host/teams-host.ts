/**
 * The one door to @microsoft/teams-js (ARCHITECTURE: only tab/src/host/ imports it): whether the
 * app runs inside Microsoft Teams, and the configurable tab's Save. Pages import these functions,
 * so tests replace this module instead of faking the Teams host.
 */
import { app, pages } from '@microsoft/teams-js';

/** Inside Teams the host answers in well under a second; elsewhere initialize can hang in a frame. */
const INITIALIZE_TIMEOUT_MS = 2000;

/** What a configurable tab saves (teams-js InstanceConfig, with the fields Rollcall always sets). */
export interface TTabConfig {
  /** The page the tab shows inside Teams. */
  contentUrl: string;
  /** The same page in a browser ('Go to website'). */
  websiteUrl: string;
  /** Tells Rollcall's tabs apart (the dashboard tab, the reports tab). */
  entityId: string;
  /** The tab's name until the user renames it. */
  suggestedDisplayName: string;
}

let initializing: Promise<boolean> | undefined;

async function initializeWithin(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    // Outside any frame teams-js rejects at once; in a frame that is not Teams it never answers.
    return await Promise.race([
      app.initialize().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the page is hosted by Microsoft Teams (or Outlook, Microsoft 365): initializes teams-js
 * once and answers false in a plain browser tab or when the host does not answer in time.
 */
export function isInTeams(timeoutMs = INITIALIZE_TIMEOUT_MS): Promise<boolean> {
  initializing ??= initializeWithin(timeoutMs);
  return initializing;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Rollcall could not save the tab.';
}

/**
 * Arms Teams' Save button of the tab configuration dialog with `config`: registers the save
 * handler (which hands the config to Teams) and marks the configuration valid. Calling it again
 * with another choice replaces the handler. Rejects outside Teams.
 */
export async function saveTabConfig(config: TTabConfig): Promise<void> {
  if (!(await isInTeams())) throw new Error('Rollcall is not running inside Microsoft Teams.');
  pages.config.registerOnSaveHandler((event) => {
    pages.config.setConfig({ ...config }).then(
      () => event.notifySuccess(),
      (error: unknown) => event.notifyFailure(reasonOf(error)),
    );
  });
  pages.config.setValidityState(true);
}
