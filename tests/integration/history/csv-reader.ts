/**
 * A strict RFC 4180 reader for the export tests, written apart from the encoder so a test reads the
 * file back the way a spreadsheet would: records end in CRLF, a quoted field may hold commas,
 * doubled quotes and line breaks, and anything else is an error rather than a guess.
 */

/** The records of a CSV text (without a BOM), each a list of fields. */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index++;
      for (;;) {
        if (index >= text.length) throw new Error('unterminated quoted field');
        const char = text[index]!;
        if (char === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index++;
          break;
        }
        field += char;
        index++;
      }
    } else {
      while (index < text.length && text[index] !== ',' && text[index] !== '\r') {
        if (text[index] === '"' || text[index] === '\n')
          throw new Error(`bare ${JSON.stringify(text[index])} at ${index}`);
        field += text[index];
        index++;
      }
    }
    record.push(field);
    if (text[index] === ',') {
      index++;
      continue;
    }
    if (text.startsWith('\r\n', index)) {
      index += 2;
      records.push(record);
      record = [];
      continue;
    }
    throw new Error(`expected a comma or CRLF at ${index}`);
  }
  if (record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
}
