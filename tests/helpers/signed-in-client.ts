/** A browser-like client signed in as a new user of an account, for tests that act as a given role. */
import type { TAccountRow } from '../../bot/domain/accounts/viewer.ts';
import type { TAccountTypeId } from '../../shared/roles.ts';
import { buildUser, signIn } from '../factories.ts';
import { TestClient } from './test-client.ts';
import type { TTestServer } from './test-server.ts';

/** Builds a user of `account` with the account type (and any user values, teams), signs them in. */
export async function signedInClient(
  server: TTestServer,
  account: TAccountRow,
  accountTypeId: TAccountTypeId,
  values: Parameters<typeof buildUser>[1] = {},
) {
  const { user } = await buildUser(server.db, { account, accountTypeId, ...values });
  const client = new TestClient(server.app);
  client.setCookie(await signIn(server.db, user, account, values.teams?.[0]));
  return { client, user };
}
