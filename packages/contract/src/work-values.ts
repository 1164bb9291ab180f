/**
 * The time and money rules of time tracking (document 1, section 4; document 2, section 5), the
 * same in the server and in the browser. Money is kept in minor units (hundredths).
 */

/** Work running longer than this tells its person (document 1, section 7). */
export const LONG_RUNNING_WORK_SECONDS = 8 * 60 * 60;

/** The cost of work: the hourly amount times the minutes divided by 60, rounded up (minor units). */
export function workCostMinor(hourRateMinor: number | null, minutes: number): number {
  if (hourRateMinor === null || hourRateMinor <= 0 || minutes <= 0) return 0;
  return Math.ceil((hourRateMinor * minutes) / 60);
}

/** Whole minutes between two moments (ms), rounded away from zero: 1 s of work is 1 minute. */
export function elapsedMinutes(fromMs: number, toMs: number): number {
  const minutes = (toMs - fromMs) / 60_000;
  if (minutes === 0) return 0;
  return minutes > 0 ? Math.ceil(minutes) : -Math.ceil(-minutes);
}

/** Seconds as h:mm:ss; a negative or invalid value is not a time (null). */
export function formatTrackedSeconds(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Minutes as h:mm (a report's length). */
export function formatWorkMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Currencies shown without decimals (document 1, section 7). */
const WHOLE_CURRENCIES = new Set(['CZK']);
const KNOWN_CURRENCIES = new Set(['CZK', 'EUR', 'USD', 'RON']);

/**
 * Minor units rounded half up to what the currency is paid in: whole crowns for CZK, hundredths
 * otherwise (an invoice's lines, VAT and totals).
 */
export function roundToCurrency(minor: number, currency: string): number {
  const unit = WHOLE_CURRENCIES.has(currency) ? 100 : 1;
  return Math.round(minor / unit) * unit;
}

/**
 * An amount ("1234.50") as a person reads it: the locale's separators, two decimals, CZK without
 * decimals, an unknown currency with a trailing dash ("12.50 XYZ-").
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!KNOWN_CURRENCIES.has(currency)) {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number.isFinite(value) ? value : 0);
    return `${number} ${currency}-`;
  }
  const digits = WHOLE_CURRENCIES.has(currency) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number.isFinite(value) ? value : 0);
}

/**
 * What a person typed as money, normalised to minor units: the locale's decimal separator (or a
 * dot) and thousands separators are accepted; null when it is not an amount.
 */
export function parseMoneyInput(text: string, locale: string): number | null {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  let cleaned = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (group !== decimal && group.trim() !== '') cleaned = cleaned.split(group).join('');
  cleaned = cleaned.replace(decimal, '.').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
