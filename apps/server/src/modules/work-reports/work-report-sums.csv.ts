import { formatWorkMinutes, minorToAmount } from '@tandem/contract';
import type { ListedReportRow, ReportCursor } from './work-report-sums.csv.repo.ts';

/** How a locale writes a CSV file: its separators, its headers and its yes and no. */
export interface CsvFormat {
  separator: ',' | ';';
  decimal: string;
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

/**
 * The locale's format: its decimal separator, and `;` between fields where the decimal separator
 * is a comma (as spreadsheets of those locales expect), `,` elsewhere. Headers in Czech for
 * Czech, in English otherwise.
 */
export function csvFormatOf(locale: string): CsvFormat {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
    '.';
  const texts = locale.startsWith('cs') ? TEXTS.cs : TEXTS.en;
  return { separator: decimal === ',' ? ';' : ',', decimal, ...texts };
}

/**
 * One field: quoted when it holds a separator, a quote or a line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
function field(value: string, separator: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

/** A line of fields, ended by CRLF; the flags say which fields are people's text. */
function line(values: readonly string[], format: CsvFormat, text: readonly boolean[] = []) {
  return `${values.map((v, i) => field(v, format.separator, text[i] ?? false)).join(format.separator)}\r\n`;
}

const TEXT_COLUMNS = [false, true, true, true, true, true, false, false, false, false, false];

/** A report as a line of the file. */
export function reportLine(row: ListedReportRow, format: CsvFormat): string {
  return line(
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
  yield `\uFEFF${line(format.headers, format)}`;
  let after: ReportCursor | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows.map((row) => reportLine(row, format)).join('');
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
