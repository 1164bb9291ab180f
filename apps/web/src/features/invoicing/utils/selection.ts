import type { BillableReport } from '@tandem/contract';
import { amountToMinor, minorToAmount } from '@tandem/contract/browser';

/** The chosen reports: those of `ids`, or all of them when `ids` is null. */
export function chosenReports(reports: BillableReport[], ids: number[] | null): BillableReport[] {
  if (ids === null) return reports;
  const chosen = new Set(ids);
  return reports.filter((r) => chosen.has(r.id));
}

/** The choice after one report is ticked or unticked: null again once all are chosen. */
export function toggleReport(
  reports: BillableReport[],
  ids: number[] | null,
  id: number,
): number[] | null {
  const chosen = new Set(chosenReports(reports, ids).map((r) => r.id));
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return chosen.size === reports.length
    ? null
    : reports.filter((r) => chosen.has(r.id)).map((r) => r.id);
}

/** The minutes and the cost (an amount string) of the chosen reports. */
export function sumOf(reports: BillableReport[]): { minutes: number; amount: string } {
  let minutes = 0;
  let minor = 0;
  for (const report of reports) {
    minutes += report.minutes;
    minor += amountToMinor(report.cost.amount);
  }
  return { minutes, amount: minorToAmount(minor) };
}
