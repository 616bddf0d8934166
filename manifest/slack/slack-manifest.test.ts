/**
 * The Slack app manifest: every URL Slack calls comes from PUBLIC_URL, the scopes are the ones the
 * Slack page promises (and the install flow asks for), and the events are the ones the adapter handles.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildSlackManifest } from './slack-manifest.ts';
import { SLACK_BOT_EVENTS, SLACK_BOT_SCOPES, SLACK_USER_SCOPES } from './slack-scopes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the Slack app manifest', () => {
  const manifest = buildSlackManifest({ publicUrl: 'https://rollcall.example.com/base/' });

  it('points every URL Slack calls at PUBLIC_URL (no double slash)', () => {
    expect(manifest.oauth_config.redirect_urls).toEqual([
      'https://rollcall.example.com/base/slack/oauth_redirect',
      'https://rollcall.example.com/base/accounts/slack/callback/',
    ]);
    expect(manifest.settings.event_subscriptions.request_url).toBe('https://rollcall.example.com/base/slack/events');
    expect(manifest.settings.interactivity).toEqual({
      is_enabled: true,
      request_url: 'https://rollcall.example.com/base/slack/events',
    });
  });

  it('asks for the scopes of the Slack page and Sign in with Slack', () => {
    expect(manifest.oauth_config.scopes.bot).toEqual([...SLACK_BOT_SCOPES]);
    for (const scope of ['channels:read', 'users:read', 'users:read.email', 'chat:write', 'im:write', 'team:read'])
      expect(manifest.oauth_config.scopes.bot).toContain(scope);
    // message.im needs im:history; Slack refuses the manifest without it.
    expect(manifest.oauth_config.scopes.bot).toContain('im:history');
    expect(manifest.oauth_config.scopes.user).toEqual(['openid', 'email', 'profile']);
    expect(SLACK_USER_SCOPES).toEqual(['openid', 'email', 'profile']);
  });

  it('subscribes to the bot events the adapter handles, with a bot user, no socket mode, no rotation', () => {
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([
      'team_join',
      'user_change',
      'app_uninstalled',
      'tokens_revoked',
      'app_home_opened',
      'message.im',
    ]);
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([...SLACK_BOT_EVENTS]);
    expect(manifest.features.bot_user.display_name).toBe('Rollcall');
    expect(manifest.features.app_home.messages_tab_enabled).toBe(true);
    expect(manifest.settings.socket_mode_enabled).toBe(false);
    expect(manifest.settings.token_rotation_enabled).toBe(false);
  });

  it("keeps Slack's field limits (name 35, description 140, long description 175..4000, #rrggbb)", () => {
    const info = manifest.display_information;
    expect(info.name.length).toBeLessThanOrEqual(35);
    expect(info.description.length).toBeLessThanOrEqual(140);
    expect(info.long_description.length).toBeGreaterThanOrEqual(175);
    expect(info.long_description.length).toBeLessThanOrEqual(4000);
    expect(info.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.features.bot_user.display_name.length).toBeLessThanOrEqual(80);
  });

  it('refuses a PUBLIC_URL that is not a URL or carries a query', () => {
    expect(() => buildSlackManifest({ publicUrl: 'rollcall' })).toThrow('PUBLIC_URL is not a URL');
    expect(() => buildSlackManifest({ publicUrl: 'ftp://rollcall.example.com' })).toThrow('https://');
    expect(() => buildSlackManifest({ publicUrl: 'https://rollcall.example.com/?a=1' })).toThrow('query');
  });

  it('`npm run manifest -- slack` prints it as JSON for PUBLIC_URL, and refuses plain http', async () => {
    const run = (env: Record<string, string>) =>
      promisify(execFile)('npx', ['tsx', 'manifest/build.ts', 'slack'], {
        cwd: repoRoot,
        env: { ...process.env, PUBLIC_URL: '', ...env },
      });
    const { stdout } = await run({ PUBLIC_URL: 'https://rollcall.example.com' });
    expect(JSON.parse(stdout)).toEqual(buildSlackManifest({ publicUrl: 'https://rollcall.example.com' }));
    await expect(run({ PUBLIC_URL: 'http://rollcall.example.com' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('must start with https://'),
    });
  });
});
