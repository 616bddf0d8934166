/** Whether `output` is missing or older than any file under `sources` (tests and node_modules aside). */
export function isStale(output: string, sources: readonly string[]): boolean;
