/** What every suite prints and keeps: the machine it ran on, a table, and a JSON file in bench/results/. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

export interface TMachine {
  cpuModel: string;
  cpuCount: number;
  totalMemoryBytes: number;
  node: string;
  platform: string;
  arch: string;
}

/** Figures only mean something next to the machine that produced them. */
export function describeMachine(): TMachine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    totalMemoryBytes: os.totalmem(),
    node: process.version,
    platform: os.platform(),
    arch: os.arch(),
  };
}

/** The one-line form of the machine, printed above a table and pasted into the README. */
export function machineLine(machine: TMachine): string {
  const memory = (machine.totalMemoryBytes / 1024 ** 3).toFixed(1);
  return `Machine: ${machine.cpuModel} x ${machine.cpuCount}, ${memory} GiB RAM, Node ${machine.node}, ${machine.platform}/${machine.arch}`;
}

/** A Markdown table, so the printed output can be pasted into bench/README.md as is. */
export function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const rule = line(widths.map((width) => '-'.repeat(width)));
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * Writes bench/results/<suite>-<date>.json through a .tmp file (ignored by git), so an
 * interrupted run never leaves half a JSON file. Answers the path written.
 */
export async function writeResults(suite: string, data: unknown, at = new Date()): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const file = path.join(RESULTS_DIR, `${suite}-${stamp}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}
