/** The CSV encoder: BOM, CRLF, RFC 4180 quoting and the formula-injection guard. */
import { describe, expect, it } from 'vitest';
import { csvField, encodeCsv, guardFormula } from './export-csv.ts';

describe('guardFormula', () => {
  it('puts a quote before a cell starting with = + - @ tab or CR, and leaves others alone', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(guardFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['', 'plain', ' =not at the start', "'already quoted", '1-1'])
      expect(guardFormula(cell)).toBe(cell);
  });
});

describe('csvField and encodeCsv', () => {
  it('quotes commas, quotes, CR and LF, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes a BOM, the header, and every record ending in CRLF', () => {
    const bytes = encodeCsv({
      columns: [
        { header: 'Date', kind: 'date' },
        { header: 'Why, really?', kind: 'answer' },
      ],
      rows: [['2026-11-16', 'é 🎉']],
    });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFDate,"Why, really?"\r\n2026-11-16,é 🎉\r\n');
  });
});
