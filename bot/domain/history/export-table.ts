/**
 * The table of the history export (spec part 3 §7 report_action), built once and encoded as CSV or
 * XLSX by export-csv.ts and export-xlsx.ts. One row per member and run, ordered by date then member
 * name; the columns are Date, Member, Email, Status, then Goal completed and Blocked when the report
 * tracks goals, then one column per question asked in the window.
 *
 * Questions are stored per run, so a report whose questions changed has different keys in
 * different runs: the columns are the union of the window's keys, in the newest run's order, then
 * the keys only older runs had (newest first), each headed by its latest text. Answers are the
 * Markdown source of submitted entries only; drafts, unanswered check-ins and answers the viewer
 * may not read (private reports, answer-visibility.ts) stay blank.
 */
import type { TStoredQuestion } from '../../db/schema/index.ts';
import { canSeeAnswersOf, type TAnswerVisibility } from '../reports/answer-visibility.ts';

/** What a column holds (the XLSX sizes columns by it); 'label' is a short name list (insights export). */
export type TExportColumnKind = 'date' | 'member' | 'email' | 'status' | 'flag' | 'answer' | 'label';

export interface TExportColumn {
  header: string;
  kind: TExportColumnKind;
}

/** Every cell is text: dates as YYYY-MM-DD, flags as Yes/No, answers as Markdown. */
export interface TExportTable {
  columns: TExportColumn[];
  rows: string[][];
}

export const EXPORT_STATUS = {
  submitted: 'Completed',
  vacation: 'Vacation',
  other: 'Not answered',
} as const;

/** A run of the window with the questions it was asked with. */
export interface TExportRun {
  id: string;
  key: string;
  questions: readonly TStoredQuestion[];
}

/** A check-in with its member's name and email. */
export interface TExportEntry {
  runId: string;
  userId: string;
  name: string;
  email: string;
  status: string;
  goalCompleted: boolean;
  blocked: boolean;
  answers: Record<string, string>;
}

export interface TExportTableInput {
  /** The window's runs, in any order. */
  runs: readonly TExportRun[];
  entries: readonly TExportEntry[];
  /** The report's questions today: the columns when the window has no run. */
  currentQuestions: readonly TStoredQuestion[];
  goalTracking: boolean;
  visibility: TAnswerVisibility;
}

/** The question columns: newest run's order first, then keys only older runs had, latest text. */
export function exportQuestions(
  runs: readonly TExportRun[],
  currentQuestions: readonly TStoredQuestion[],
): TStoredQuestion[] {
  if (runs.length === 0) return [...currentQuestions];
  const newestFirst = [...runs].sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  const seen = new Map<string, TStoredQuestion>();
  for (const run of newestFirst)
    for (const question of run.questions) if (!seen.has(question.key)) seen.set(question.key, question);
  return [...seen.values()];
}

/** The export table of a window (pure: the caller loads runs and entries). */
export function buildExportTable(input: TExportTableInput): TExportTable {
  const questions = exportQuestions(input.runs, input.currentQuestions);
  const columns: TExportColumn[] = [
    { header: 'Date', kind: 'date' },
    { header: 'Member', kind: 'member' },
    { header: 'Email', kind: 'email' },
    { header: 'Status', kind: 'status' },
    ...(input.goalTracking
      ? [
          { header: 'Goal completed', kind: 'flag' as const },
          { header: 'Blocked', kind: 'flag' as const },
        ]
      : []),
    ...questions.map((question) => ({ header: question.value, kind: 'answer' as const })),
  ];
  const keyOfRun = new Map(input.runs.map((run) => [run.id, run.key]));
  const ordered = input.entries
    .filter((entry) => keyOfRun.has(entry.runId))
    .map((entry) => ({ entry, key: keyOfRun.get(entry.runId)! }))
    .sort(
      (a, b) =>
        compareText(a.key, b.key) ||
        a.entry.name.localeCompare(b.entry.name, 'en', { sensitivity: 'base' }) ||
        compareText(a.entry.name, b.entry.name) ||
        compareText(a.entry.email, b.entry.email),
    );
  const rows = ordered.map(({ entry, key }) => {
    const submitted = entry.status === 'submitted';
    const readable = submitted && canSeeAnswersOf(input.visibility, entry.userId);
    // Marks of entries the viewer may not read (private reports) are left blank, like the answers.
    const yesNo = (flag: boolean) =>
      submitted && !canSeeAnswersOf(input.visibility, entry.userId) ? '' : submitted && flag ? 'Yes' : 'No';
    return [
      key,
      entry.name,
      entry.email,
      submitted ? EXPORT_STATUS.submitted : entry.status === 'vacation' ? EXPORT_STATUS.vacation : EXPORT_STATUS.other,
      ...(input.goalTracking ? [yesNo(entry.goalCompleted), yesNo(entry.blocked)] : []),
      ...questions.map((question) => (readable ? (entry.answers[question.key] ?? '') : '')),
    ];
  });
  return { columns, rows };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
