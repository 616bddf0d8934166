/** The Teams host door with teams-js replaced: the timeout outside Teams and the tab's Save handler. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const teams = vi.hoisted(() => ({
  initialize: vi.fn<() => Promise<void>>(),
  registerOnSaveHandler: vi.fn(),
  setValidityState: vi.fn(),
  setConfig: vi.fn<(config: unknown) => Promise<void>>(),
}));

vi.mock('@microsoft/teams-js', () => ({
  app: { initialize: teams.initialize },
  pages: {
    config: {
      registerOnSaveHandler: teams.registerOnSaveHandler,
      setValidityState: teams.setValidityState,
      setConfig: teams.setConfig,
    },
  },
}));

const CONFIG = {
  contentUrl: 'https://rollcall.example/dashboard/?host=msteams',
  websiteUrl: 'https://rollcall.example/dashboard/',
  entityId: 'rollcall-dashboard',
  suggestedDisplayName: 'Rollcall Dashboard',
};

// The module remembers its first initialize: load a fresh copy for every test.
const loadHost = () => import('./teams-host.ts');

beforeEach(() => {
  vi.resetModules();
  for (const fn of Object.values(teams)) fn.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('isInTeams', () => {
  it('answers true once the host has initialized, and initializes only once', async () => {
    teams.initialize.mockResolvedValue(undefined);
    const host = await loadHost();
    expect(await host.isInTeams()).toBe(true);
    expect(await host.isInTeams()).toBe(true);
    expect(teams.initialize).toHaveBeenCalledTimes(1);
  });

  it('answers false when teams-js refuses (no parent window)', async () => {
    teams.initialize.mockRejectedValue(new Error('Initialization Failed. No Parent window found.'));
    const host = await loadHost();
    expect(await host.isInTeams()).toBe(false);
  });

  it('answers false when a framing page never answers', async () => {
    vi.useFakeTimers();
    teams.initialize.mockReturnValue(new Promise(() => {}));
    const host = await loadHost();
    const answer = host.isInTeams(500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await answer).toBe(false);
  });
});

describe('saveTabConfig', () => {
  it('marks the configuration valid and hands the config to Teams on Save', async () => {
    teams.initialize.mockResolvedValue(undefined);
    teams.setConfig.mockResolvedValue(undefined);
    const host = await loadHost();
    await host.saveTabConfig(CONFIG);
    expect(teams.setValidityState).toHaveBeenCalledWith(true);

    const event = { result: {}, notifySuccess: vi.fn(), notifyFailure: vi.fn() };
    const onSave = teams.registerOnSaveHandler.mock.calls[0]?.[0] as (saveEvent: typeof event) => void;
    onSave(event);
    await vi.waitFor(() => expect(event.notifySuccess).toHaveBeenCalled());
    expect(teams.setConfig).toHaveBeenCalledWith(CONFIG);
    expect(event.notifyFailure).not.toHaveBeenCalled();
  });

  it('tells Teams why a save failed', async () => {
    teams.initialize.mockResolvedValue(undefined);
    teams.setConfig.mockRejectedValue(new Error('contentUrl is not in validDomains'));
    const host = await loadHost();
    await host.saveTabConfig(CONFIG);
    const event = { result: {}, notifySuccess: vi.fn(), notifyFailure: vi.fn() };
    const onSave = teams.registerOnSaveHandler.mock.calls[0]?.[0] as (saveEvent: typeof event) => void;
    onSave(event);
    await vi.waitFor(() => expect(event.notifyFailure).toHaveBeenCalledWith('contentUrl is not in validDomains'));
  });

  it('refuses outside Teams without touching the config API', async () => {
    teams.initialize.mockRejectedValue(new Error('no parent'));
    const host = await loadHost();
    await expect(host.saveTabConfig(CONFIG)).rejects.toThrow('not running inside Microsoft Teams');
    expect(teams.setValidityState).not.toHaveBeenCalled();
  });
});
