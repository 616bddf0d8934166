/**
 * The Microsoft Teams connect page's server side (issue 17): it says whether Teams works on this
 * server, and admins who may connect teams download the Teams app package built from the server's
 * own BOT_ID and PUBLIC_URL; nobody else does.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

const BOT_ID = '2b7c6f0e-3a1d-4e5f-8a9b-0c1d2e3f4a5b';
const NAVIGATION = { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' };

describe('a server whose bot has an Azure app id and an https address', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { BOT_ID, BOT_PASSWORD: 'test-secret', PUBLIC_URL: 'https://rollcall.example.test' },
    });
  });
  afterAll(() => server.stop());

  it('says Teams is ready and gives Account Admins and Team Admins the app package', async () => {
    const account = await buildAccount(server.db);
    for (const type of [1, 2] as const) {
      const { client } = await signedInClient(server, account, type);
      expect((await client.get('/api/v1/platform/msteams')).json()).toEqual({
        status: 'ready',
        problems: [],
        messaging_endpoint: 'https://rollcall.example.test/api/messages',
        can_install: true,
      });
      const zip = await client.get('/platform/msteams/rollcall-teams.zip', NAVIGATION);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe('attachment; filename="rollcall-teams.zip"');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      expect(Object.keys(files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
      const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json']));
      expect(manifest.bots[0].botId).toBe(BOT_ID);
    }
  });

  it('refuses the package to Billing Owners, Members and strangers', async () => {
    const account = await buildAccount(server.db);
    for (const type of [0, 3] as const) {
      const { client } = await signedInClient(server, account, type);
      expect((await client.get('/api/v1/platform/msteams')).json()).toMatchObject({
        status: 'ready',
        can_install: false,
      });
      expect((await client.get('/platform/msteams/rollcall-teams.zip')).statusCode).toBe(403);
      const followed = await client.get('/platform/msteams/rollcall-teams.zip', NAVIGATION);
      expect(followed.statusCode).toBe(303);
    }
    const stranger = await new TestClient(server.app).get('/platform/msteams/rollcall-teams.zip', NAVIGATION);
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toMatch(/^\/accounts\/login\//);
  });
});

describe('a server without an Azure app id (development)', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('says why no package can be made, and a download says so instead of a broken zip', async () => {
    const account = await buildAccount(server.db);
    const { client } = await signedInClient(server, account, 1);
    const setup = (await client.get('/api/v1/platform/msteams')).json();
    expect(setup).toMatchObject({ status: 'local', can_install: true });
    expect(setup.problems).toContain('BOT_ID is not set: it is the Azure Bot’s Microsoft App ID.');
    const zip = await client.get('/platform/msteams/rollcall-teams.zip');
    expect(zip.statusCode).toBe(409);
    expect(zip.json().error.message).toMatch(/^The Teams app package cannot be made here yet\. BOT_ID is not set/);
    const followed = await client.get('/platform/msteams/rollcall-teams.zip', NAVIGATION);
    expect(followed.statusCode).toBe(303);
  });
});
