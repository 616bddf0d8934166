/**
 * The chat_address migrations turn the Teams columns of chat messages recorded before them into
 * the opaque address and reference the outbox now carries: a message queued before an upgrade is
 * still delivered to the same conversation, and a thread root sent before it still takes replies.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.ts';

const BEFORE = '0014_chat_address';

describe('chat_address migration', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'rollcall-migrations-'));
  const pglite = new PGlite();
  afterAll(async () => {
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('converts recorded Teams messages into addresses and references', async () => {
    // The migrations as they were before this change: the journal cut before chat_address.
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const cut = journal.entries.findIndex((entry) => entry.tag === BEFORE);
    expect(cut).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const db = drizzle({ client: pglite });
    await migrate(db, { migrationsFolder: folder });
    await pglite.query(`
      insert into chat_messages (idempotency_key, platform, kind, tenant_id, service_url, conversation_id,
        recipient_id, payload, status, activity_id)
      values
        ('old:queued', 'msteams', 'prompt', 'tenant-1', 'http://teams.example/', null, '29:ana', '{}', 'queued', null),
        ('old:root', 'msteams', 'broadcast', 'tenant-1', 'http://teams.example/', '19:channel', null, '{}', 'sent', '1:42')`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await pglite.query<{ idempotency_key: string; address: unknown; reference: unknown }>(
      'select idempotency_key, address, reference from chat_messages order by idempotency_key',
    );
    expect(rows).toEqual([
      {
        idempotency_key: 'old:queued',
        address: {
          tenantId: 'tenant-1',
          serviceUrl: 'http://teams.example/',
          conversationId: null,
          recipientId: '29:ana',
        },
        reference: null,
      },
      {
        idempotency_key: 'old:root',
        address: {
          tenantId: 'tenant-1',
          serviceUrl: 'http://teams.example/',
          conversationId: '19:channel',
          recipientId: null,
        },
        reference: { activityId: '1:42', conversationId: '19:channel' },
      },
    ]);
    const columns = await pglite.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'chat_messages'",
    );
    const names = columns.rows.map((row) => row.column_name);
    expect(names).toEqual(expect.arrayContaining(['address', 'reference', 'update_of_id']));
    expect(names).not.toEqual(expect.arrayContaining(['tenant_id']));
  });
});
