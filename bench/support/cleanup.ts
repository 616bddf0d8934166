/** Undo steps run in reverse order, so servers stop and databases drop even when a run fails. */

export interface TCleanup {
  /** Registers a step; steps run last-added first. */
  add(step: () => Promise<void>): void;
  /** Runs every step once, reporting failures on stderr instead of hiding the first error. */
  run(): Promise<void>;
}

/** Creates an empty cleanup stack; a suite fills it as it starts things. */
export function createCleanup(): TCleanup {
  const steps: Array<() => Promise<void>> = [];
  return {
    add: (step) => {
      steps.push(step);
    },
    run: async () => {
      for (let step = steps.pop(); step; step = steps.pop()) {
        await step().catch((error: unknown) => console.error(`  cleanup failed: ${describeError(error)}`));
      }
    },
  };
}

/** One line for any thrown value; a refused connection to `localhost` throws an AggregateError with no message. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describeError).join('; ');
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
