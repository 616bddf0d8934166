/**
 * What the dashboard tests share: a team with members and a signed-in admin, clients signed in as
 * given users, and the addresses of the dashboard calls.
 */
import type { TAccountRow, TTeamRow, TUserRow } from '../../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../../shared/roles.ts';
import { buildAccount, signIn } from '../../factories.ts';
import { signedInClient } from '../../helpers/signed-in-client.ts';
import { TestClient } from '../../helpers/test-client.ts';
import type { TTestServer } from '../../helpers/test-server.ts';
import { buildTeamWithMembers } from '../../report-factories.ts';

/** An account with a team of `count` members (Member1..) and a signed-in viewer of `type` in it. */
export async function teamWithViewer(server: TTestServer, count: number, type: TAccountTypeId = 1) {
  const account = await buildAccount(server.db);
  const { team, members } = await buildTeamWithMembers(server.db, account, count);
  const { client, user } = await signedInClient(server, account, type, { teams: [team], firstName: 'Zed' });
  return { account, team, members, client, viewer: user };
}

/** A client signed in as an existing user (a report member, say). */
export async function clientFor(
  server: TTestServer,
  user: TUserRow,
  account: TAccountRow,
  team?: TTeamRow,
): Promise<TestClient> {
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, team));
  return client;
}

export const runPath = (teamSlug: string, reportSlug: string, key: string) =>
  `/api/v1/dashboard/${teamSlug}/report/${reportSlug}/date/${key}/`;

export const memberPath = (teamSlug: string, reportSlug: string, memberId: string, before?: string) =>
  `/api/v1/dashboard/${teamSlug}/report/${reportSlug}/members/${memberId}/${before ? `?before=${before}` : ''}`;

export const hashtagPath = (teamSlug: string, tag: string, before?: string) =>
  `/api/v1/dashboard/${teamSlug}/hashtag/${encodeURIComponent(tag)}/${before ? `?before=${before}` : ''}`;

/** A GET that changes data must come from Rollcall's own pages. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
