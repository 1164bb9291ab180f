import { formatWorkMinutes, minorToAmount } from '@tandem/contract';
import type { CsvSeparators } from '../../lib/csv.ts';
import { CSV_BOM, csvLine, csvSeparatorsOf } from '../../lib/csv.ts';
import type { ListedReportRow, ReportCursor } from './work-report-sums.csv.repo.ts';

/** How a locale writes a CSV file: its separators, its headers and its yes and no. */
export interface CsvFormat extends CsvSeparators {
  headers: readonly string[];
  yes: string;
  no: string;
}

const TEXTS = {
  en: {
    headers: [
      'Date',
      'Person',
      'Project',
      'Task list',
      'Task',
      'Note',
      'Minutes',
      'Hours (h:mm)',
      'Cost',
      'Currency',
      'Billable',
    ],
    yes: 'Yes',
    no: 'No',
  },
  cs: {
    headers: [
      'Datum',
      'Osoba',
      'Projekt',
      'Seznam úkolů',
      'Úkol',
      'Poznámka',
      'Minuty',
      'Hodiny (h:mm)',
      'Cena',
      'Měna',
      'Fakturovatelné',
    ],
    yes: 'Ano',
    no: 'Ne',
  },
} as const;

/** The locale's format: its separators; headers in Czech for Czech, in English otherwise. */
export function csvFormatOf(locale: string): CsvFormat {
  const texts = locale.startsWith('cs') ? TEXTS.cs : TEXTS.en;
  return { ...csvSeparatorsOf(locale), ...texts };
}

const TEXT_COLUMNS = [false, true, true, true, true, true, false, false, false, false, false];

/** A report as a line of the file. */
export function reportLine(row: ListedReportRow, format: CsvFormat): string {
  return csvLine(
    [
      row.day,
      row.person,
      row.project,
      row.tasklist,
      row.task,
      row.note,
      String(row.minutes),
      formatWorkMinutes(row.minutes),
      minorToAmount(row.cost).replace('.', format.decimal),
      row.currency,
      row.billable ? format.yes : format.no,
    ],
    format,
    TEXT_COLUMNS,
  );
}

/**
 * The file, written as it is read: the byte order mark and the header, then a page of reports at
 * a time, each page asked for only once the previous one is sent.
 */
export async function* reportCsv(
  format: CsvFormat,
  page: (after: ReportCursor | null) => Promise<readonly ListedReportRow[]>,
  pageSize: number,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(format.headers, format)}`;
  let after: ReportCursor | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows.map((row) => reportLine(row, format)).join('');
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
