/**
 * What the Webex connect tests share: the server's Webex settings pointed at the fake, a space
 * of N people (and another bot the import must leave out) and the install and welcome note the
 * bot's arrival leaves in the database.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatMessages, webexInstalls } from '../../../bot/db/schema/index.ts';
import type { TFakeWebexApi, TFakeWebexPerson, TFakeWebexRoom } from '../../fakes/webex-api/index.ts';
import type { TTestServer } from '../../helpers/test-server.ts';
import { waitFor } from '../../helpers/wait-for.ts';

export const WEBEX_TEST_WEBHOOK_SECRET = 'test-webex-webhook-secret-0123456789';

/** The server settings that turn Webex on against the fake. */
export function webexTestSettings(fake: TFakeWebexApi): Record<string, string> {
  return { WEBEX_URL: fake.url, WEBEX_BOT_TOKEN: fake.botToken, WEBEX_WEBHOOK_SECRET: WEBEX_TEST_WEBHOOK_SECRET };
}

/** Waits until the server made its three webhooks (it does so in the background at start). */
export async function webhooksReady(fake: TFakeWebexApi): Promise<void> {
  await waitFor(
    () => fake.webhooks.filter((hook) => hook.status === 'active').length,
    (count) => count === 3,
    { what: 'the three Webex webhooks' },
  );
}

let spaces = 0;

/** A group space of `count` people plus another bot; the first person is who adds Rollcall. */
export function newSpace(
  fake: TFakeWebexApi,
  count: number,
): { room: TFakeWebexRoom; people: TFakeWebexPerson[]; installer: TFakeWebexPerson } {
  spaces += 1;
  const people = fake.addPeople(count, { timezone: 'Europe/Paris' });
  const otherBot = fake.addPerson({ type: 'bot', email: `helper${spaces}@webex.bot`, displayName: 'Helper bot' });
  const room = fake.addRoom({ title: `Space ${spaces}`, members: [...people.map((p) => p.id), otherBot.id] });
  return { room, people, installer: people[0]! };
}

/** Adds the bot to the space as `installer`; answers the install row once the delivery is applied. */
export async function addBot(server: TTestServer, fake: TFakeWebexApi, room: TFakeWebexRoom, actorId: string) {
  const deliveries = await fake.addBotToRoom(room.id, { actorId });
  expect(deliveries.map((delivery) => [delivery.status, delivery.error ?? null])).toEqual([[200, null]]);
  const [install] = await server.db.select().from(webexInstalls).where(eq(webexInstalls.roomId, room.id));
  expect(install).toBeDefined();
  return install!;
}

/** The welcome notes queued for a person (newest last). */
export async function welcomeNotesTo(server: TTestServer, personId: string) {
  const rows = await server.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.platform, 'webex'), like(chatMessages.idempotencyKey, 'webex-install:%')));
  return rows
    .filter((row) => row.address.toPersonId === personId)
    .map((row) => row.payload as { text: string; links: Array<{ title: string; url: string }> });
}

/** Notes queued for a space. */
export async function notesInSpace(server: TTestServer, roomId: string) {
  const rows = await server.db.select().from(chatMessages).where(eq(chatMessages.platform, 'webex'));
  return rows
    .filter((row) => row.address.roomId === roomId)
    .map((row) => ({ kind: row.kind, ...(row.payload as { text: string; links: Array<{ url: string }> }) }));
}
