/**
 * Autosave of answers (spec part 3 §4, §9; the issue: never lose text). Each edit waits
 * `debounceMs` of quiet, then every pending answer is sent; saves go one at a time in the order
 * they were made, each stamped with the time of its last keystroke so the server keeps the newest
 * one whatever order they arrive in. Switching questions, submitting or leaving flushes at once.
 * A refused save is kept: it is sent again at the next flush and counts as unsaved until then.
 */

/** One answer as typed, waiting for or on its way to the server. */
export interface TAnswerDraft {
  key: string;
  content: string;
  /** Epoch ms of the last keystroke in this draft (the save's `edited_at`). */
  editedAt: number;
}

export interface TAutosaveOptions {
  debounceMs: number;
  /** Sends one draft; rejects when it was not saved. */
  send(draft: TAnswerDraft): Promise<void>;
  /** A draft was saved (the page checks `isBusy()` to know whether everything is). */
  onSaved?(draft: TAnswerDraft): void;
  /** A draft was refused or not delivered; its text is kept to send again. */
  onFailed?(draft: TAnswerDraft, error: unknown): void;
  now?(): number;
}

/** The autosave queue of one check-in page; framework-free so its timing and ordering are unit-tested. */
export class AnswerAutosaver {
  readonly #options: TAutosaveOptions;
  readonly #now: () => number;
  /** Edited and not yet sent, by question key (the newest edit only). */
  readonly #pending = new Map<string, TAnswerDraft>();
  readonly #inFlight = new Set<TAnswerDraft>();
  /** Refused and not replaced by a newer edit since. */
  readonly #failed = new Map<string, TAnswerDraft>();
  /** The newest draft of each key, so an older draft's failure does not shadow a newer text. */
  readonly #latest = new Map<string, TAnswerDraft>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #queue: Promise<void> = Promise.resolve();

  constructor(options: TAutosaveOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Records an edit (stamped now) and restarts the quiet period before it is sent. */
  edit(key: string, content: string): TAnswerDraft {
    const draft: TAnswerDraft = { key, content, editedAt: this.#now() };
    this.#pending.set(key, draft);
    this.#latest.set(key, draft);
    this.#failed.delete(key);
    this.#clearTimer();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#sendQueued(false);
    }, this.#options.debounceMs);
    return draft;
  }

  /** Sends every pending and previously refused draft now; resolves when all saves so far have settled. */
  flush(): Promise<void> {
    this.#clearTimer();
    return this.#sendQueued(true);
  }

  /** Whether an edit is waiting for its quiet period or on its way. */
  isBusy(): boolean {
    return this.#pending.size > 0 || this.#inFlight.size > 0;
  }

  /** Whether some text is not known to be saved (waiting, on its way or refused): leaving would risk it. */
  hasUnsaved(): boolean {
    return this.isBusy() || this.#failed.size > 0;
  }

  /** Whether a refused text is waiting for the next flush: closing the page now could lose it. */
  hasRefused(): boolean {
    return this.#failed.size > 0;
  }

  /**
   * The newest unsaved draft of each question, for the last-chance save when the page unloads
   * (a save already on its way may be cut off by the unload, so it is included; the server keeps
   * the newest edit, so sending it twice is harmless). Pending drafts are taken off the queue.
   */
  takeUnsaved(): TAnswerDraft[] {
    this.#clearTimer();
    const newest = new Map<string, TAnswerDraft>();
    for (const draft of [...this.#failed.values(), ...this.#inFlight, ...this.#pending.values()]) {
      const known = newest.get(draft.key);
      if (known === undefined || draft.editedAt >= known.editedAt) newest.set(draft.key, draft);
    }
    this.#pending.clear();
    return [...newest.values()];
  }

  /** Stops the quiet-period timer without sending (the page calls flush first when text matters). */
  dispose(): void {
    this.#clearTimer();
  }

  #clearTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #sendQueued(retryFailed: boolean): Promise<void> {
    const drafts = [...this.#pending.values()];
    this.#pending.clear();
    if (retryFailed) {
      drafts.push(...this.#failed.values());
      this.#failed.clear();
    }
    for (const draft of drafts) {
      this.#inFlight.add(draft);
      this.#queue = this.#queue.then(() => this.#sendOne(draft));
    }
    return this.#queue;
  }

  async #sendOne(draft: TAnswerDraft): Promise<void> {
    try {
      await this.#options.send(draft);
    } catch (error) {
      this.#inFlight.delete(draft);
      if (this.#latest.get(draft.key) === draft) this.#failed.set(draft.key, draft);
      this.#options.onFailed?.(draft, error);
      return;
    }
    this.#inFlight.delete(draft);
    this.#options.onSaved?.(draft);
  }
}
