/** The shape every benchmark suite exports, so bench/run.ts can list and start them the same way. */

export interface TBenchContext {
  /** Aborted on Ctrl-C: a suite stops its load, then still stops servers and drops databases. */
  signal: AbortSignal;
}

export interface TBenchSuite {
  /** Runs the suite, prints its figures and writes them to bench/results/. Answers false if a part failed. */
  run(context: TBenchContext): Promise<boolean>;
}
