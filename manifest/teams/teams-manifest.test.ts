/**
 * The Teams app package: the manifest validates offline against the newest schema bundled with
 * @microsoft/app-manifest, the icons are the PNGs Teams asks for, and the zip holds the three files.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { COLOR_ICON_SIZE, OUTLINE_ICON_SIZE, renderColorIcon, renderOutlineIcon } from './icons.ts';
import { ACCENT_COLOR, buildTeamsManifest, TEAMS_MANIFEST_VERSION, type TTeamsManifest } from './teams-manifest.ts';
import { buildTeamsPackage } from './teams-package.ts';
import { bundledTeamsSchemaPath, validateTeamsManifest } from './validate-teams-manifest.ts';

const BOT_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const PUBLIC_URL = 'https://rollcall.example.com';

/** Reads a PNG we wrote (8-bit RGBA, filter 0 rows): its header and its pixels; checks every CRC. */
function readPng(png: Uint8Array) {
  const bytes = Buffer.from(png);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const rows = inflateSync(chunks[1]!.data);
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, bitDepth: header[8], colorType: header[9], pixel };
}

describe('the Teams manifest', () => {
  it('uses the newest schema @microsoft/app-manifest bundles', () => {
    const teamsSchemas = path.resolve(path.dirname(bundledTeamsSchemaPath(TEAMS_MANIFEST_VERSION)), '..');
    const versions = readdirSync(teamsSchemas)
      .filter((name) => /^v\d+\.\d+$/.test(name))
      .map((name) => name.slice(1).split('.').map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(versions.at(-1)?.join('.')).toBe(TEAMS_MANIFEST_VERSION);
  });

  it('validates offline with zero errors and says what Rollcall is', async () => {
    const manifest = buildTeamsManifest({ botId: BOT_ID, publicUrl: `${PUBLIC_URL}/` });
    expect(await validateTeamsManifest(manifest)).toEqual([]);
    expect(manifest).toMatchObject({
      manifestVersion: '1.30',
      id: BOT_ID,
      version: '1.0.0',
      name: { short: 'Rollcall', full: 'Rollcall: standups and check-ins' },
      developer: {
        name: 'Rollcall',
        websiteUrl: `${PUBLIC_URL}/`,
        privacyUrl: `${PUBLIC_URL}/privacy/`,
        termsOfUseUrl: `${PUBLIC_URL}/terms/`,
      },
      accentColor: ACCENT_COLOR,
      icons: { color: 'color.png', outline: 'outline.png' },
      permissions: ['identity', 'messageTeamMembers'],
      validDomains: ['rollcall.example.com'],
      webApplicationInfo: { id: BOT_ID, resource: `api://rollcall.example.com/${BOT_ID}` },
      configurableTabs: [
        {
          configurationUrl: `${PUBLIC_URL}/msteams/tab/config/`,
          canUpdateConfiguration: true,
          scopes: ['team', 'groupChat'],
        },
      ],
    });
    expect(manifest.description.short.length).toBeLessThanOrEqual(80);
    expect(manifest.description.full.length).toBeLessThanOrEqual(4000);
    const bot = manifest.bots?.[0];
    expect(bot).toMatchObject({ botId: BOT_ID, scopes: ['personal', 'team', 'groupChat'], supportsFiles: false });
    expect(bot?.commandLists?.map((list) => [list.scopes, list.commands.map((one) => one.title)])).toEqual([
      [['team'], ['help', 'resync']],
      [['personal'], ['help']],
    ]);
    expect(manifest.staticTabs?.map((tab) => [tab.entityId, tab.name, tab.contentUrl])).toEqual([
      ['dashboard', 'Dashboard', `${PUBLIC_URL}/dashboard/?host=msteams`],
      ['checkins', 'My check-ins', `${PUBLIC_URL}/?host=msteams`],
      ['conversations', undefined, undefined],
    ]);
  });

  it('names MICROSOFT_CLIENT_ID for tab single sign-on when set (the Application ID URI on our host)', async () => {
    const ssoClientId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const manifest = buildTeamsManifest({ botId: BOT_ID, publicUrl: PUBLIC_URL, ssoClientId });
    expect(manifest.webApplicationInfo).toEqual({
      id: ssoClientId,
      resource: `api://rollcall.example.com/${ssoClientId}`,
    });
    expect(manifest.bots?.[0]?.botId).toBe(BOT_ID);
    expect(await validateTeamsManifest(manifest)).toEqual([]);
    expect(() => buildTeamsManifest({ botId: BOT_ID, publicUrl: PUBLIC_URL, ssoClientId: 'nope' })).toThrow(
      /MICROSOFT_CLIENT_ID must be a GUID/,
    );
  });

  it('reports schema errors, so a passing validation means something', async () => {
    const manifest = buildTeamsManifest({ botId: BOT_ID, publicUrl: PUBLIC_URL });
    const broken = { ...manifest, accentColor: 'indigo', name: { short: 'x'.repeat(31) } } as TTeamsManifest;
    const errors = await validateTeamsManifest(broken);
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/\/accentColor must match pattern/);
    expect(errors.join('\n')).toMatch(/\/name\/short must NOT have more than 30 characters/);
  });

  it('refuses a bad bot id, URL or version in words; http validates (the schema allows it) for local checks', async () => {
    expect(() => buildTeamsManifest({ botId: 'rollcall', publicUrl: PUBLIC_URL })).toThrow(/BOT_ID must be a GUID/);
    expect(() => buildTeamsManifest({ botId: BOT_ID, publicUrl: 'ftp://x.example' })).toThrow(/PUBLIC_URL must start/);
    expect(() => buildTeamsManifest({ botId: BOT_ID, publicUrl: 'nope' })).toThrow(/PUBLIC_URL is not a URL/);
    expect(() => buildTeamsManifest({ botId: BOT_ID, publicUrl: PUBLIC_URL, version: '1.0' })).toThrow(/MAJOR/);
    const local = buildTeamsManifest({ botId: BOT_ID, publicUrl: 'http://localhost:3978', version: '0.1.0' });
    expect(await validateTeamsManifest(local)).toEqual([]);
    expect(local.validDomains).toEqual(['localhost:3978']);
  });
});

describe('the Teams icons', () => {
  it('color.png is 192x192 RGBA: the accent colour, a white check mark, transparent rounded corners', () => {
    const png = readPng(renderColorIcon(ACCENT_COLOR));
    expect([png.width, png.height, png.bitDepth, png.colorType]).toEqual([COLOR_ICON_SIZE, COLOR_ICON_SIZE, 8, 6]);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(96, 20)).toEqual([0x5b, 0x5f, 0xc7, 255]);
    expect(png.pixel(Math.round(0.43 * 192), Math.round(0.68 * 192))).toEqual([255, 255, 255, 255]);
  });

  it('outline.png is 32x32 RGBA, white on transparent', () => {
    const png = readPng(renderOutlineIcon());
    expect([png.width, png.height, png.bitDepth, png.colorType]).toEqual([OUTLINE_ICON_SIZE, OUTLINE_ICON_SIZE, 8, 6]);
    let opaque = 0;
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const [r, g, b, a] = png.pixel(x, y);
        if (a === 0) continue;
        opaque++;
        expect([r, g, b]).toEqual([255, 255, 255]);
      }
    }
    expect(opaque).toBeGreaterThan(50);
    expect(png.pixel(0, 0)[3]).toBe(0);
  });
});

describe('the Teams app package', () => {
  it('zips manifest.json and the two icons at the root', async () => {
    const built = await buildTeamsPackage({ botId: BOT_ID, publicUrl: PUBLIC_URL, version: '0.1.0' });
    if (!built.ok) throw new Error(built.errors.join('\n'));
    const files = unzipSync(built.zip);
    expect(Object.keys(files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toEqual(built.manifest);
    expect(readPng(files['color.png']!).width).toBe(192);
    expect(readPng(files['outline.png']!).width).toBe(32);
    const again = await buildTeamsPackage({ botId: BOT_ID, publicUrl: PUBLIC_URL, version: '0.1.0' });
    expect(again.ok && Buffer.from(again.zip).equals(Buffer.from(built.zip))).toBe(true);
  });
});
