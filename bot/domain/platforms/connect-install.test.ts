/**
 * connectInstall's afterImport hook runs inside the connect's transaction: what it writes commits
 * with the connect (a platform's 'connected' note is never lost after a committed connect), and
 * when it fails the connect does not happen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../tests/factories.ts';
import { createTestDatabase, type TTestDatabase } from '../../../tests/helpers/test-database.ts';
import { auditEvents, teams } from '../../db/schema/index.ts';
import type { TViewer } from '../accounts/viewer.ts';
import { findViewer } from '../sessions/find-viewer.ts';
import { connectInstall, type TInstallConnector } from './connect-install.ts';
import { SERVICE } from './platform-names.ts';

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type TMemoryInstall = { id: string; teamName: string };

function memoryConnector(afterImport: TInstallConnector<TMemoryInstall>['afterImport']) {
  const connector: TInstallConnector<TMemoryInstall> = {
    service: SERVICE.webex,
    messages: { linkInvalid: 'gone', noPermission: 'no', emailOnly: 'email', unavailable: 'down' },
    refusalFor: async () => null,
    readRoster: async () => ({
      teamName: 'Space',
      members: [
        {
          id: 'P1',
          name: 'Ada Lovelace',
          givenName: 'Ada',
          surname: 'Lovelace',
          email: `ada-${Math.random()}@acme.example`,
        },
      ],
      channels: [],
    }),
    lockInstall: async (_tx, install) => install,
    markLinked: async () => {},
    auditDetails: () => ({}),
    afterImport,
  };
  return connector;
}

async function accountAdmin(): Promise<TViewer> {
  const { user, account } = await buildUser(database.db, { accountTypeId: 1 });
  const cookie = await signIn(database.db, user, account);
  return (await findViewer(database.db, cookie.split('=')[1]!))!;
}

const teamsOf = (accountId: string) => database.db.select().from(teams).where(eq(teams.accountId, accountId));

describe('connectInstall afterImport', () => {
  it('runs in the transaction after the import, with the team and what was imported', async () => {
    const viewer = await accountAdmin();
    const seen: Array<{ team: string; imported: number }> = [];
    const result = await connectInstall(
      database,
      memoryConnector(async (tx, install, team, imported) => {
        seen.push({ team: team.name, imported: imported.imported });
        await tx
          .insert(auditEvents)
          .values({ kind: 'hook_ran', accountId: team.accountId, details: { install: install.id } });
      }),
      viewer,
      { id: 'install-1', teamName: 'Space' },
      'new_team',
    );
    expect(seen).toEqual([{ team: 'Space', imported: 1 }]);
    expect(result.team.name).toBe('Space');
    const ran = await database.db.select().from(auditEvents).where(eq(auditEvents.kind, 'hook_ran'));
    expect(ran.map((row) => row.accountId)).toContain(viewer.account.id);
  });

  it('a failing hook undoes the connect: no team, nothing imported', async () => {
    const viewer = await accountAdmin();
    const failing = memoryConnector(async () => {
      throw new Error('queue down');
    });
    await expect(
      connectInstall(database, failing, viewer, { id: 'install-2', teamName: 'Space' }, 'new_team'),
    ).rejects.toThrow('queue down');
    expect(await teamsOf(viewer.account.id)).toHaveLength(0);
  });
});
