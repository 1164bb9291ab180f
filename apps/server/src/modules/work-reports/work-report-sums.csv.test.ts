import { describe, expect, it } from 'vitest';
import { csvFormatOf, reportCsv, reportLine } from './work-report-sums.csv.ts';
import type { ListedReportRow } from './work-report-sums.csv.repo.ts';

const row = (id: number, more: Partial<ListedReportRow> = {}): ListedReportRow => ({
  id,
  at: `2026-03-0${id}T09:00:00+00:00`,
  day: `2026-03-0${id}`,
  person: 'Olga Owner',
  project: 'Alpha',
  tasklist: 'Design',
  task: 'Poster',
  note: '',
  minutes: 95,
  cost: 123456,
  currency: 'EUR',
  billable: true,
  ...more,
});

describe('the CSV file of work reports', () => {
  it('takes the locale’s separators: a semicolon where the decimal mark is a comma', () => {
    expect(csvFormatOf('cs-CZ')).toMatchObject({ separator: ';', decimal: ',', yes: 'Ano' });
    expect(csvFormatOf('de-DE')).toMatchObject({ separator: ';', decimal: ',', yes: 'Yes' });
    expect(csvFormatOf('en-US')).toMatchObject({ separator: ',', decimal: '.', no: 'No' });
    expect(reportLine(row(1), csvFormatOf('cs-CZ'))).toBe(
      '2026-03-01;Olga Owner;Alpha;Design;Poster;;95;1:35;1234,56;EUR;Ano\r\n',
    );
  });

  it('quotes what needs quoting and keeps formulas as text', () => {
    const en = csvFormatOf('en-US');
    expect(reportLine(row(1, { note: 'a, "b"', task: '+1', billable: false }), en)).toBe(
      `2026-03-01,Olga Owner,Alpha,Design,'+1,"a, ""b""",95,1:35,1234.56,EUR,No\r\n`,
    );
  });

  it('asks for the next page after the last report of a full one, and stops at a short one', async () => {
    const asked: Array<unknown> = [];
    const pages = [[row(1), row(2)], [row(3)]];
    const chunks: string[] = [];
    for await (const chunk of reportCsv(
      csvFormatOf('en-US'),
      async (after) => {
        asked.push(after);
        return pages.shift() ?? [];
      },
      2,
    ))
      chunks.push(chunk);
    expect(asked).toEqual([null, { at: '2026-03-02T09:00:00+00:00', id: 2 }]);
    expect(chunks[0]!.startsWith('\uFEFFDate,Person,')).toBe(true);
    expect(chunks.join('').split('\r\n')).toHaveLength(5);
  });
});
