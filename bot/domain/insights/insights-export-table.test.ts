import { describe, expect, it } from 'vitest';
import type { TInsightsHit } from '../../../shared/insights.ts';
import { createInsightsExportTable } from './insights-export-table.ts';

/** A hit with only what the table reads. */
function hit(
  id: string,
  questions: Array<[key: string, text: string]>,
  answers: Array<[key: string, text: string, value: string]>,
  extra: Partial<TInsightsHit> = {},
): TInsightsHit {
  return {
    id,
    completed: answers.length > 0,
    entry_data: { rfields: answers.map(([slug, key, value]) => ({ slug, key, value, snippet: null })) },
    report_fields: { rfields: questions.map(([slug, key]) => ({ slug, key })) },
    vacation: false,
    goal_completed: false,
    blocked: false,
    photo_url: null,
    member_id: 'm',
    member_name: 'Ada Lovelace',
    member_link: '/m/',
    report_id: 'r',
    report_name: 'Standup',
    date_link: '/d/',
    human_date: 'Mar 15, 2027',
    report_index: '2027-03-15',
    date_timestamp: 0,
    team_slug: 't',
    team_name: 'Team',
    states: ['Checked in'],
    ...extra,
  };
}

describe('createInsightsExportTable', () => {
  it('shares a column between reports asking the same text, keeps a reworded question in its column', () => {
    const table = createInsightsExportTable();
    table.add([
      hit(
        '1',
        [
          ['q_a', 'What did you do?'],
          ['q_b', 'Blockers?'],
        ],
        [['q_a', 'What did you do?', 'Shipped']],
      ),
      hit('2', [['q_x', '  what did  YOU do? ']], [['q_x', 'what did YOU do?', 'Retro']], { report_name: 'Retro' }),
      // An older run of the first report, before its question was reworded.
      hit(
        '3',
        [
          ['q_a', 'What have you done?'],
          ['q_c', 'Mood?'],
        ],
        [
          ['q_a', 'What have you done?', 'Old'],
          ['q_c', 'Mood?', 'Fine'],
        ],
      ),
    ]);
    const { columns, rows } = table.table();
    expect(columns.map((column) => column.header)).toEqual([
      'Date',
      'Report',
      'Team',
      'Member',
      'States',
      'What did you do?',
      'Blockers?',
      'Mood?',
    ]);
    expect(rows.map((row) => row.slice(5))).toEqual([
      ['Shipped', '', ''],
      ['Retro', '', ''],
      ['Old', '', 'Fine'],
    ]);
    expect(rows[1]!.slice(0, 5)).toEqual(['2027-03-15', 'Retro', 'Team', 'Ada Lovelace', 'Checked in']);
  });

  it('skips a hit seen on an earlier page, joins two answers to one text, and counts bytes', () => {
    const table = createInsightsExportTable();
    const twice = hit(
      '1',
      [
        ['q_a', 'Q'],
        ['q_b', 'q'],
      ],
      [
        ['q_a', 'Q', 'one'],
        ['q_b', 'q', 'two'],
      ],
      { states: [] },
    );
    expect(table.add([twice])).toBe(1);
    expect(table.add([twice])).toBe(0);
    expect(table.rowCount).toBe(1);
    expect(table.table().rows).toEqual([['2027-03-15', 'Standup', 'Team', 'Ada Lovelace', '', 'one\n\ntwo']]);
    expect(table.bytes).toBe('onetwo2027-03-15StandupTeamAda Lovelace'.length);
  });
});
