import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerAutosaver, type TAnswerDraft } from './autosave.ts';

const WAIT = 800;

interface TServer {
  sent: TAnswerDraft[];
  /** Makes the next sends fail with this error until cleared. */
  failWith: Error | null;
  /** Holds each send open until released (to test ordering). */
  hold: boolean;
  release(): void;
}

function fakeServer(): { server: TServer; send(draft: TAnswerDraft): Promise<void> } {
  const held: Array<() => void> = [];
  const server: TServer = {
    sent: [],
    failWith: null,
    hold: false,
    release: () => {
      for (const resume of held.splice(0)) resume();
    },
  };
  return {
    server,
    async send(draft) {
      server.sent.push(draft);
      if (server.hold) await new Promise<void>((resume) => held.push(resume));
      if (server.failWith) throw server.failWith;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('sends once after 800 ms of quiet, with the time of the last keystroke', async () => {
    const { server, send } = fakeServer();
    const saved = vi.fn();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send, onSaved: saved });
    autosaver.edit('q1', 'H');
    await vi.advanceTimersByTimeAsync(500);
    autosaver.edit('q1', 'Hi');
    const lastKeystroke = Date.now();
    await vi.advanceTimersByTimeAsync(WAIT - 1);
    expect(server.sent).toEqual([]);
    expect(autosaver.isBusy()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ key: 'q1', content: 'Hi', editedAt: lastKeystroke }]);
    expect(saved).toHaveBeenCalledTimes(1);
    expect(autosaver.isBusy()).toBe(false);
    expect(autosaver.hasUnsaved()).toBe(false);
  });

  it('flushes at once when the question changes or the page is left', async () => {
    const { server, send } = fakeServer();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send });
    autosaver.edit('q1', 'one');
    autosaver.edit('q2', 'two');
    await autosaver.flush();
    expect(server.sent.map((draft) => draft.content)).toEqual(['one', 'two']);
    await vi.advanceTimersByTimeAsync(WAIT * 2);
    expect(server.sent).toHaveLength(2);
  });

  it('sends saves one at a time in the order they were made', async () => {
    const { server, send } = fakeServer();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send });
    server.hold = true;
    autosaver.edit('q1', 'first');
    await vi.advanceTimersByTimeAsync(WAIT);
    autosaver.edit('q1', 'second');
    const flushed = autosaver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.map((draft) => draft.content)).toEqual(['first']);
    server.hold = false;
    server.release();
    await flushed;
    expect(server.sent.map((draft) => draft.content)).toEqual(['first', 'second']);
    expect(server.sent[0]!.editedAt).toBeLessThan(server.sent[1]!.editedAt);
  });

  it('keeps a refused text, reports it, and sends it again at the next flush', async () => {
    const { server, send } = fakeServer();
    const failed = vi.fn();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send, onFailed: failed });
    server.failWith = new Error('An answer can be at most 20,000 characters.');
    autosaver.edit('q1', 'long');
    await vi.advanceTimersByTimeAsync(WAIT);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ content: 'long' }), server.failWith);
    expect(autosaver.isBusy()).toBe(false);
    expect(autosaver.hasUnsaved()).toBe(true);
    expect(autosaver.hasRefused()).toBe(true);

    // The quiet-period timer of another answer does not resend it (no toast on every pause)...
    server.failWith = null;
    autosaver.edit('q2', 'other');
    await vi.advanceTimersByTimeAsync(WAIT);
    expect(server.sent.map((draft) => draft.content)).toEqual(['long', 'other']);
    // ...but a flush does, and then nothing is unsaved.
    await autosaver.flush();
    expect(server.sent.map((draft) => draft.content)).toEqual(['long', 'other', 'long']);
    expect(autosaver.hasUnsaved()).toBe(false);
  });

  it('forgets a refused text once a newer edit of the same answer replaces it', async () => {
    const { server, send } = fakeServer();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send });
    server.failWith = new Error('offline');
    autosaver.edit('q1', 'old');
    await vi.advanceTimersByTimeAsync(WAIT);
    server.failWith = null;
    autosaver.edit('q1', 'new');
    await autosaver.flush();
    expect(server.sent.map((draft) => draft.content)).toEqual(['old', 'new']);
    expect(autosaver.hasUnsaved()).toBe(false);
  });

  it('does not mark an older save that failed as unsaved when a newer one is queued behind it', async () => {
    const sent: string[] = [];
    let releaseOld = () => {};
    const send = async (draft: TAnswerDraft) => {
      sent.push(draft.content);
      if (draft.content !== 'old') return;
      await new Promise<void>((resume) => {
        releaseOld = resume;
      });
      throw new Error('offline');
    };
    const failed = vi.fn();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send, onFailed: failed });
    autosaver.edit('q1', 'old');
    await vi.advanceTimersByTimeAsync(WAIT);
    autosaver.edit('q1', 'new');
    const flushed = autosaver.flush();
    releaseOld();
    await flushed;
    expect(sent).toEqual(['old', 'new']);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(autosaver.hasUnsaved()).toBe(false);
  });

  it('hands the newest unsaved text of each answer to the unload save', async () => {
    const { server, send } = fakeServer();
    const autosaver = new AnswerAutosaver({ debounceMs: WAIT, send });
    server.hold = true;
    autosaver.edit('q1', 'on its way');
    await vi.advanceTimersByTimeAsync(WAIT);
    autosaver.edit('q2', 'waiting');
    expect(autosaver.takeUnsaved().map((draft) => [draft.key, draft.content])).toEqual([
      ['q1', 'on its way'],
      ['q2', 'waiting'],
    ]);
    // Taken drafts are not sent a second time by the timer.
    await vi.advanceTimersByTimeAsync(WAIT);
    expect(server.sent.map((draft) => draft.content)).toEqual(['on its way']);
    server.release();
  });
});
