/** Money travels as an amount string with two decimals ("1234.50"), and is kept in minor units. */
export const MONEY_PATTERN = /^\d{1,12}([.,]\d{1,2})?$/;

/** Minor units from an amount string; a comma works as the decimal separator too. */
export function amountToMinor(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The wire amount string of minor units: always two decimals. */
export function minorToAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
