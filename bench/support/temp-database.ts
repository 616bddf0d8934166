/** A throwaway database on a PostgreSQL server, so a benchmark never touches real data. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describeError } from './cleanup.ts';

export interface TTempDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Thrown when the admin connection fails, so the caller can skip the server mode instead of failing. */
export class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError';
}

/** Creates `rollcall_bench_<random>` through the admin URL and answers its URL and a drop function. */
export async function createTempDatabase(adminUrl: string): Promise<TTempDatabase> {
  const name = `rollcall_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Runs `work` on a short admin connection (ServerUnreachableError when it cannot connect). */
export async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => {
    // A lost connection also fails the query in flight, which reports it.
  });
  try {
    await client.connect();
  } catch (error) {
    throw new ServerUnreachableError(`${redact(adminUrl)}: ${describeError(error)}`);
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
