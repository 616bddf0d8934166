/**
 * The export table without a database: columns (goal columns only with goal tracking, the union of
 * question keys across runs in the newest run's order with their latest text), row order, statuses,
 * flags, answers only of submitted entries and only where the viewer may read them.
 */
import { describe, expect, it } from 'vitest';
import { buildExportTable, exportQuestions, type TExportEntry, type TExportRun } from './export-table.ts';

const q = (key: string, value: string) => ({ key, type: 'text' as const, value });
const runs: TExportRun[] = [
  { id: 'r3', key: '2026-11-18', questions: [q('b', 'B today'), q('a', 'A today')] },
  { id: 'r1', key: '2026-11-16', questions: [q('a', 'A first'), q('c', 'C only in the oldest')] },
  { id: 'r2', key: '2026-11-17', questions: [q('a', 'A middle'), q('b', 'B middle'), q('d', 'D only in the middle')] },
];
const entry = (runId: string, userId: string, name: string, status: string, more: Partial<TExportEntry> = {}) => ({
  runId,
  userId,
  name,
  email: `${userId}@example.test`,
  status,
  goalCompleted: false,
  blocked: false,
  answers: {},
  ...more,
});
const entries: TExportEntry[] = [
  entry('r3', 'u2', 'bea Stone', 'submitted', { answers: { a: 'A3 bea', b: 'B3 bea' }, blocked: true }),
  entry('r1', 'u1', 'Abe Stone', 'submitted', { answers: { a: 'A1 abe', c: 'C1 abe' }, goalCompleted: true }),
  entry('r1', 'u2', 'bea Stone', 'draft', { answers: { a: 'draft words' }, goalCompleted: true, blocked: true }),
  entry('r2', 'u1', 'Abe Stone', 'vacation'),
  entry('r3', 'u1', 'Abe Stone', 'reminded'),
  entry('other-run', 'u1', 'Abe Stone', 'submitted', { answers: { a: 'not in the window' } }),
];

describe('exportQuestions', () => {
  it('takes the newest run’s order, then keys only older runs had (newest first), with the latest text', () => {
    expect(exportQuestions(runs, []).map((question) => [question.key, question.value])).toEqual([
      ['b', 'B today'],
      ['a', 'A today'],
      ['d', 'D only in the middle'],
      ['c', 'C only in the oldest'],
    ]);
  });

  it('falls back to the report’s questions when the window has no run', () => {
    expect(exportQuestions([], [q('x', 'X now')])).toEqual([q('x', 'X now')]);
  });
});

describe('buildExportTable', () => {
  it('lays out every cell, ordered by date then member name, with goal columns', () => {
    const table = buildExportTable({
      runs,
      entries,
      currentQuestions: [],
      goalTracking: true,
      visibility: { all: true, ownUserId: 'viewer' },
    });
    expect(table.columns.map((column) => [column.header, column.kind])).toEqual([
      ['Date', 'date'],
      ['Member', 'member'],
      ['Email', 'email'],
      ['Status', 'status'],
      ['Goal completed', 'flag'],
      ['Blocked', 'flag'],
      ['B today', 'answer'],
      ['A today', 'answer'],
      ['D only in the middle', 'answer'],
      ['C only in the oldest', 'answer'],
    ]);
    expect(table.rows).toEqual([
      ['2026-11-16', 'Abe Stone', 'u1@example.test', 'Completed', 'Yes', 'No', '', 'A1 abe', '', 'C1 abe'],
      ['2026-11-16', 'bea Stone', 'u2@example.test', 'Not answered', 'No', 'No', '', '', '', ''],
      ['2026-11-17', 'Abe Stone', 'u1@example.test', 'Vacation', 'No', 'No', '', '', '', ''],
      ['2026-11-18', 'Abe Stone', 'u1@example.test', 'Not answered', 'No', 'No', '', '', '', ''],
      ['2026-11-18', 'bea Stone', 'u2@example.test', 'Completed', 'No', 'Yes', 'B3 bea', 'A3 bea', '', ''],
    ]);
  });

  it('leaves out the goal columns without goal tracking, and blanks answers the viewer may not read', () => {
    const table = buildExportTable({
      runs,
      entries,
      currentQuestions: [],
      goalTracking: false,
      visibility: { all: false, ownUserId: 'u2' },
    });
    expect(table.columns.map((column) => column.header).slice(0, 5)).toEqual([
      'Date',
      'Member',
      'Email',
      'Status',
      'B today',
    ]);
    expect(table.rows[0]).toEqual(['2026-11-16', 'Abe Stone', 'u1@example.test', 'Completed', '', '', '', '']);
    expect(table.rows[4]).toEqual([
      '2026-11-18',
      'bea Stone',
      'u2@example.test',
      'Completed',
      'B3 bea',
      'A3 bea',
      '',
      '',
    ]);
  });
});
