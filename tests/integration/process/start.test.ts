import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnRollcall, type TRollcallProcess } from '../../helpers/spawn-rollcall.ts';

const started: TRollcallProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
});

describe('starting Rollcall', () => {
  it('exits 1 naming every bad setting', async () => {
    const rollcall = spawnRollcall({ PORT: 'abc', ROLE: 'both' });
    expect(await rollcall.exited).toBe(1);
    expect(rollcall.output()).toContain('PORT="abc": must be a number');
    expect(rollcall.output()).toContain('ROLE="both": must be all, web or worker');
  });

  it('starts on the embedded database, prints the URL and how to sign in, and refuses a second process on the same data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rollcall-start-'));
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
    const first = spawnRollcall(env);
    started.push(first);
    const [, url] = await first.waitForOutput(/Open (http:\/\/\S+)/, 60_000);
    await first.waitForOutput(/Sign in as demo@rollcall\.example with the password rollcall-demo/);
    const ready = await fetch(`http://127.0.0.1:${new URL(url!).port}/readyz`);
    expect(ready.status).toBe(200);

    const second = spawnRollcall(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`data folder in use by pid ${first.child.pid}`);

    expect(await first.stop()).toBe(0);
  }, 90_000);
});
