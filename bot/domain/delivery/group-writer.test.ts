import { describe, expect, it } from 'vitest';
import { createGroupWriter } from './group-writer.ts';

describe('createGroupWriter', () => {
  it('writes what arrived together in one statement, and what arrives during a write in the next', async () => {
    const writes: number[][] = [];
    let finishFirst = () => {};
    const writer = createGroupWriter<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const first = [writer.add(1), writer.add(2)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toEqual([[1, 2]]);
    const rest = [writer.add(3), writer.add(4), writer.add(5)];
    finishFirst();
    await Promise.all([...first, ...rest]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('rejects the items of a failed write and goes on with the next ones', async () => {
    let fail = true;
    const writer = createGroupWriter<string>(async () => {
      if (fail) {
        fail = false;
        throw new Error('database down');
      }
    });
    await expect(writer.add('a')).rejects.toThrow('database down');
    await expect(writer.add('b')).resolves.toBeUndefined();
  });

  it('writes at once without gathering when asked to', async () => {
    const writes: string[][] = [];
    const writer = createGroupWriter<string>(
      async (items) => {
        writes.push(items);
      },
      { gatherMs: 0 },
    );
    const added = writer.add('a');
    expect(writes).toEqual([['a']]);
    await added;
  });
});
