/** What `npm start` builds and from which sources: one list for the launcher and the builders. */
export const BUILD_TARGETS: {
  webApp: { output: string; sources: readonly string[] };
  server: { output: string; sources: readonly string[] };
};

/** Whether `output` is missing or older than any file under `sources` (tests and node_modules aside). */
export function isStale(output: string, sources: readonly string[]): boolean;
