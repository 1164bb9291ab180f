const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, made once per locale and options: making one costs far more than using it,
 * and a board formats a date on every row it draws.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Formats a date-time for a person, in their locale and time zone. */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** Formats a count in the locale's digits and grouping. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Formats a share (0 to 1) as a percentage the locale's way: "25 %", "25%". */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(share);
}
