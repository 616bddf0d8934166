import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'rollcall-env-'));

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env).toMatchObject({
      PORT: 3978,
      ROLE: 'all',
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3978',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'abc', ROLE: 'everything', DATABASE_URL: 'mysql://db', SMTP_URL: 'nope', DATA_DIR: tempDir() });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('PORT="abc": must be a number');
    expect(problems).toContain('ROLE="everything": must be all, web or worker');
    expect(problems).toContain('DATABASE_URL="mysql://db": must start with postgres:// or postgresql://');
    expect(problems).toContain('SMTP_URL="nope"');
  });

  it('refuses ports out of range', () => {
    expect(() => loadEnv({ PORT: '70000', DATA_DIR: tempDir() })).toThrow(/PORT="70000": must be between 0 and 65535/);
  });

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadEnv({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.SESSION_SECRET);
    expect(loadEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET: required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(
      /at least 32/,
    );
  });

  it('takes the Teams bot id and secret only together, and a GUID for the id', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(() => loadEnv({ ...secret, BOT_ID: id })).toThrow(/BOT_PASSWORD: required with BOT_ID/);
    expect(() => loadEnv({ ...secret, BOT_PASSWORD: 'p' })).toThrow(/BOT_ID: required with BOT_PASSWORD/);
    expect(() => loadEnv({ ...secret, BOT_ID: 'rollcall', BOT_PASSWORD: 'p' })).toThrow(/must be the bot app id/);
    expect(loadEnv({ ...secret, BOT_ID: id, BOT_PASSWORD: 'p' })).toMatchObject({ BOT_ID: id, TEAMS_TENANT_RATE: 30 });
    expect(() => loadEnv({ ...secret, TEAMS_TENANT_RATE: '0' })).toThrow(/must be at least 1/);
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://rollcall.example.com/', DATA_DIR: tempDir() }).PUBLIC_URL).toBe(
      'https://rollcall.example.com',
    );
  });

  it('seeds the demo account and listens on loopback only outside production, unless told otherwise', () => {
    const development = loadEnv({ DATA_DIR: tempDir() });
    expect(development).toMatchObject({ SEED_DEMO: true, HOST: '127.0.0.1', TRUST_PROXY: false });
    const production = loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() });
    expect(production).toMatchObject({ SEED_DEMO: false, HOST: '0.0.0.0', TRUST_PROXY: false });
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0', SEED_DEMO: 'false', DATA_DIR: tempDir() })).toMatchObject({
      HOST: '0.0.0.0',
      SEED_DEMO: false,
    });
  });

  it('reads TRUST_PROXY as a hop count or the proxies’ addresses, and refuses to trust everyone', () => {
    const base = { DATA_DIR: tempDir() };
    expect(loadEnv({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadEnv({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true": trusting every proxy/);
    expect(() => loadEnv({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address or range: 10\.0\.0\.0\/33/);
    expect(() => loadEnv({ ...base, TRUST_PROXY: 'proxy.internal' })).toThrow(/not an address or range/);
    expect(() => loadEnv({ ...base, TRUST_PROXY: '99' })).toThrow(/at most 10 hops/);
  });
});

describe('Slack settings', () => {
  it('leaves Slack off when none is set and points at slack.com', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.SLACK_CLIENT_ID).toBeUndefined();
    expect(env.SLACK_URL).toBe('https://slack.com');
    expect(env.SLACK_MESSAGES_PER_MINUTE).toBe(300);
  });

  it('refuses a half-set Slack app and names what is missing', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), SLACK_CLIENT_ID: '1.2', SLACK_SIGNING_SECRET: 's' })).toThrow(
      /SLACK_CLIENT_SECRET: required with the other SLACK_\* app settings/,
    );
  });

  it('takes all three', () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      SLACK_CLIENT_ID: '1.2',
      SLACK_CLIENT_SECRET: 'c',
      SLACK_SIGNING_SECRET: 's',
    });
    expect(env.SLACK_SIGNING_SECRET).toBe('s');
  });
});

describe('Webex settings', () => {
  const token = 'webex-bot-token-0123456789';
  const secret = 'webhook-secret-0123456789';

  it('leaves Webex off when neither is set and points at webexapis.com', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env.WEBEX_BOT_TOKEN).toBeUndefined();
    expect(env.WEBEX_URL).toBe('https://webexapis.com/v1');
    expect(env.WEBEX_MESSAGES_PER_MINUTE).toBe(300);
  });

  it('refuses a half-set Webex bot and names what is missing', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), WEBEX_BOT_TOKEN: token })).toThrow(
      /WEBEX_WEBHOOK_SECRET: required with WEBEX_BOT_TOKEN/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), WEBEX_WEBHOOK_SECRET: secret })).toThrow(
      /WEBEX_BOT_TOKEN: required with WEBEX_WEBHOOK_SECRET/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), WEBEX_BOT_TOKEN: token, WEBEX_WEBHOOK_SECRET: 'short' })).toThrow(
      /WEBEX_WEBHOOK_SECRET=.*at least 16 characters/,
    );
  });

  it('takes both, and wants https for the API in production', () => {
    const env = loadEnv({ DATA_DIR: tempDir(), WEBEX_BOT_TOKEN: token, WEBEX_WEBHOOK_SECRET: secret });
    expect(env.WEBEX_BOT_TOKEN).toBe(token);
    expect(() =>
      loadEnv({
        DATA_DIR: tempDir(),
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        WEBEX_URL: 'http://webex.internal/v1',
      }),
    ).toThrow(/WEBEX_URL: must start with https:\/\//);
  });
});
