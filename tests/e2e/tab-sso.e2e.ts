/**
 * The dashboard as a Teams tab (issue 19): a stand-in Teams page on another site frames Rollcall's
 * dashboard (?host=msteams) and answers teams-js's postMessage protocol as the Teams web client
 * does (initialize, getContext with the theme, authentication.getAuthToken with a token minted by
 * the Microsoft identity stand-in, themeChange). The page must come up signed in through SSO with
 * frame cookies (SameSite=None; Secure; Partitioned), and turn dark when the host says so.
 *
 * The stand-in is served as https://teams.microsoft.com (Chromium resolves that name to this
 * machine, the certificate is a throwaway self-signed one), because both Rollcall's CSP
 * frame-ancestors and teams-js's own origin check accept only Microsoft's hosts, and neither is
 * loosened for the test.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildTeam, buildUser } from '../factories.ts';
import {
  startMicrosoftIdentityFake,
  type TFakeMicrosoftUser,
  type TMicrosoftIdentityFake,
} from '../fakes/microsoft-identity/index.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { launchBrowser, screenshot } from './browser.ts';

const TEAMS_HOST = 'teams.microsoft.com';
const TENANT = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';

let fake: TMicrosoftIdentityFake;
let server: TTestServer;
let teamsPage: https.Server;
let browser: Browser;
let ola: TFakeMicrosoftUser;
const tokensHandedOut: string[] = [];

/** A self-signed certificate for the stand-in Teams host (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(path.join(tmpdir(), 'rollcall-teams-cert-'));
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${TEAMS_HOST}`].concat([
      '-addext',
      `subjectAltName=DNS:${TEAMS_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** What Teams' web client tells teams-js about itself at initialize (runtime config, API version 4). */
const RUNTIME = {
  apiVersion: 4,
  isLegacyTeams: false,
  hostVersionsInfo: { adaptiveCardSchemaVersion: { majorVersion: 1, minorVersion: 5 } },
  supports: { app: {}, appEntity: {}, authentication: {}, pages: { config: {}, tabs: {}, appButton: {} }, teams: {} },
};

/** The stand-in Teams page: frames the tab and answers teams-js like the Teams web client. */
function teamsHostPage(appOrigin: string, token: string): string {
  const config = JSON.stringify({
    appOrigin,
    token,
    runtime: JSON.stringify(RUNTIME),
    tenant: TENANT,
    user: ola.objectId,
  });
  return `<!doctype html>
<html><head><title>Microsoft Teams (stand-in)</title></head>
<body style="margin:0;background:#ebebeb">
<iframe id="tab" title="Rollcall" src="${appOrigin}/dashboard/?host=msteams" style="width:1200px;height:760px;border:0"></iframe>
<script>
const CONFIG = ${config};
let theme = 'default';
window.hostCalls = [];
const frame = document.getElementById('tab');
window.addEventListener('message', (event) => {
  if (event.origin !== CONFIG.appOrigin) return;
  const message = event.data;
  if (!message || typeof message.func !== 'string') return;
  window.hostCalls.push(message.func);
  const reply = (args) => event.source.postMessage({ id: message.id, uuidAsString: message.uuidAsString, args }, event.origin);
  if (message.func === 'initialize') reply(['content', 'web', CONFIG.runtime, '2.58.0']);
  else if (message.func === 'getContext')
    reply([{ theme, locale: 'en-us', entityId: 'dashboard', hostClientType: 'web', frameContext: 'content',
      tid: CONFIG.tenant, userObjectId: CONFIG.user, appSessionId: 'session-1', hostName: 'Teams' }]);
  else if (message.func === 'authentication.getAuthToken') reply([true, CONFIG.token]);
  // registerHandler and the telemetry-only calls need no answer.
});
window.setHostTheme = (name) => {
  theme = name;
  frame.contentWindow.postMessage({ func: 'themeChange', args: [name] }, CONFIG.appOrigin);
};
</script>
</body></html>`;
}

beforeAll(async () => {
  fake = await startMicrosoftIdentityFake();
  fake.addTenant({ id: TENANT });
  ola = fake.addUser({ tenantId: TENANT, email: 'ola@harbor.example', givenName: 'Ola', surname: 'Admin' });
  server = await startTestServer({
    env: {
      MICROSOFT_CLIENT_ID: fake.clientId,
      MICROSOFT_CLIENT_SECRET: fake.clientSecret,
      MICROSOFT_LOGIN_URL: fake.loginUrl,
      MICROSOFT_GRAPH_URL: fake.graphUrl,
    },
  });
  const account = await buildAccount(server.db, { name: 'Harbor Co', trialEndsAt: new Date('2099-01-01T00:00:00Z') });
  const team = await buildTeam(server.db, account, { name: 'Harbor Support' });
  await buildUser(server.db, {
    account,
    accountTypeId: 1,
    email: 'ola@harbor.example',
    firstName: 'Ola',
    lastName: 'Admin',
    teams: [team],
  });

  const appOrigin = server.url; // http://localhost:{port}: another site than teams.microsoft.com
  teamsPage = https.createServer(selfSignedCertificate(), (request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    // A fresh token per page load, for our API on this host (v1, as Teams hands tabs); the tenant
    // verified Ola's email domain (xms_edov), so Rollcall finds her login by email.
    void fake
      .tabToken(ola, {
        aud: `api://${new URL(appOrigin).host}/${fake.clientId}`,
        claims: { email: ola.email, xms_edov: true },
      })
      .then((token) => {
        tokensHandedOut.push(token);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(teamsHostPage(appOrigin, token));
      });
  });
  await new Promise<void>((resolve, reject) => {
    teamsPage.once('error', reject);
    // Any free port: the browser's host rule sends https://teams.microsoft.com (port 443) there, so
    // the test needs no privileged port and never collides with another run.
    teamsPage.listen(0, '127.0.0.1', resolve);
  });
  const teamsPort = (teamsPage.address() as AddressInfo).port;
  browser = await launchBrowser([
    `--host-resolver-rules=MAP ${TEAMS_HOST}:443 127.0.0.1:${teamsPort}, MAP res.cdn.office.net ~NOTFOUND`,
    '--ignore-certificate-errors',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => teamsPage?.close(resolve));
  await server?.stop();
  await fake?.close();
});

/** The Rollcall frame inside the stand-in Teams page. */
async function tabFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(server.url))).toBe(true);
  return page.frames().find((frame) => frame.url().startsWith(server.url))!;
}

/** The computed background colour of the app's Fluent root inside the tab. */
function backgroundOf(frame: Frame): Promise<string> {
  return frame.evaluate(() => {
    const root = document.querySelector('[data-theme]');
    return root ? getComputedStyle(root).backgroundColor : 'none';
  });
}

describe('the dashboard as a Teams tab', () => {
  it('signs in through SSO inside the cross-site frame, and follows the Teams theme live', async () => {
    const context = await browser.newContext({ viewport: { width: 1240, height: 800 }, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`https://${TEAMS_HOST}/`);
    const frame = await tabFrame(page);

    // Signed in through SSO: the signed-in navigation, the team, and no trip to the login page.
    await expect.poll(() => frame.locator('nav[aria-label="Main"]').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => frame.getByText('Harbor Support').count()).toBeGreaterThan(0);
    expect(new URL(frame.url()).pathname).toBe('/dashboard/');
    expect(await page.evaluate(() => (window as unknown as { hostCalls: string[] }).hostCalls)).toEqual(
      expect.arrayContaining(['initialize', 'authentication.getAuthToken', 'getContext']),
    );
    expect(tokensHandedOut).toHaveLength(1);

    // The session lives in frame cookies, partitioned under the Teams site (scheme + registrable domain).
    const cookies = await context.cookies(server.url);
    const session = cookies.find((cookie) => cookie.name === 'rollcall_session');
    expect(session).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect((session as { partitionKey?: string } | undefined)?.partitionKey).toBe('https://microsoft.com');
    // The frame's session answers the state, and a CSRF-protected POST passes inside the frame.
    const inFrame = await frame.evaluate(async () => {
      const headers = { Accept: 'application/json', 'X-Rollcall-Host': 'msteams' };
      const state = await (await fetch('/api/v1/state', { headers })).json();
      const code = await fetch('/api/v1/msteams/tab/code', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'X-CSRF-Token': state.csrftoken },
        body: JSON.stringify({ challenge: 'A'.repeat(43) }),
      });
      return { email: state.user?.email, codeStatus: code.status };
    });
    expect(inFrame).toEqual({ email: 'ola@harbor.example', codeStatus: 200 });
    await screenshot(page, 'tab-sso-signed-in-light');

    // Teams' default theme is light; the host switches to dark and the page follows.
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('[data-theme]')?.getAttribute('data-theme')))
      .toBe('default');
    const light = await backgroundOf(frame);
    await page.evaluate(() => (window as unknown as { setHostTheme(name: string): void }).setHostTheme('dark'));
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('[data-theme]')?.getAttribute('data-theme')))
      .toBe('dark');
    const dark = await backgroundOf(frame);
    expect(dark).not.toBe(light);
    const [red, green, blue] = (dark.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red!, green!, blue!)).toBeLessThan(80);
    await screenshot(page, 'tab-sso-signed-in-dark');

    await page.evaluate(() => (window as unknown as { setHostTheme(name: string): void }).setHostTheme('contrast'));
    await expect
      .poll(() => frame.evaluate(() => document.querySelector('[data-theme]')?.getAttribute('data-theme')))
      .toBe('contrast');
    expect(consoleErrors.filter((text) => text.includes('Rollcall tab authentication failed'))).toEqual([]);
    await context.close();
  });
});
