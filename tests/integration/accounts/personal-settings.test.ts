import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RULES } from '../../../shared/teams.ts';
import { buildAccount, buildTeam, buildUser, signIn } from '../../factories.ts';
import { TestClient } from '../../helpers/test-client.ts';
import { startTestServer, type TTestServer } from '../../helpers/test-server.ts';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----rollcall-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function signedIn(team?: 'EMAIL' | 'MSTEAMS') {
  const account = await buildAccount(server.db);
  const teams = team ? [await buildTeam(server.db, account, { service: team })] : [];
  const { user } = await buildUser(server.db, { account, teams, firstName: 'Pia' });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account));
  const state = await client.state();
  const post = (fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) => {
    const body = multipart(fields, file);
    return server.app.inject({
      method: 'POST',
      url: '/my/settings/general/',
      headers: {
        cookie: client.cookieHeader(),
        accept: 'application/json',
        'x-csrf-token': state.csrftoken,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  };
  return { client, user, post };
}

describe('my general settings', () => {
  it('offers only email notifications to members of email-only teams', async () => {
    const { client } = await signedIn('EMAIL');
    const settings = (await client.get('/api/v1/my/settings/general')).json();
    expect(settings.notification_options).toEqual([{ value: 'email', label: 'Email notification only' }]);
    expect(settings.notification_type).toBe('email');
    const chat = await signedIn('MSTEAMS');
    expect((await chat.client.get('/api/v1/my/settings/general')).json().notification_options).toHaveLength(3);
  });

  it('saves time zone, notification preference and a photo from the multipart form', async () => {
    const { client, user, post } = await signedIn('MSTEAMS');
    const response = await post(
      { timezone: 'Europe/Paris', notification_type: 'platform_email' },
      { name: 'me.png', data: PNG, type: 'image/png' },
    );
    expect(response.json()).toEqual({ ok: true, message: 'Your settings were saved.' });
    const settings = (await client.get('/api/v1/my/settings/general')).json();
    expect(settings).toMatchObject({ timezone: 'Europe/Paris', notification_type: 'platform_email' });
    expect(settings.photo_url).toMatch(new RegExp(`^/media/photos/${user.slug}\\?v=\\d+$`));
    const photo = await server.app.inject({ method: 'GET', url: settings.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await client.state()).user?.photo_url).toBe(settings.photo_url);
  });

  it('refuses a file that is not an image, one too large, a bad zone and an option not offered', async () => {
    const { post } = await signedIn('EMAIL');
    const script = await post({}, { name: 'x.png', data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.fields).toEqual({ photo: [PHOTO_RULES.badType] });
    const big = await post(
      {},
      { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(PHOTO_RULES.maxBytes)]), type: 'image/png' },
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields).toEqual({ photo: [PHOTO_RULES.tooLarge] });
    const zone = await post({ timezone: 'Nowhere/Land' });
    expect(zone.json().error.fields).toEqual({ timezone: ['Choose a time zone from the list.'] });
    const option = await post({ notification_type: 'platform' });
    expect(option.json().error.fields).toEqual({ notification_type: ['Choose one of the notification options.'] });
  });

  it('accepts JSON for the text fields, and needs a session', async () => {
    const { client } = await signedIn('EMAIL');
    expect((await client.post('/my/settings/general/', { timezone: 'Asia/Tokyo' })).json().ok).toBe(true);
    expect((await client.post('/my/settings/general/', { timezone: 'default' })).json()).toEqual({
      ok: true,
      message: 'Your settings were saved.',
    });
    expect((await client.get('/api/v1/my/settings/general')).json().timezone).toBe('default');
    expect((await new TestClient(server.app).post('/my/settings/general/', { timezone: 'UTC' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/media/photos/nobody-here' })).statusCode).toBe(404);
  });
});
