import { dateTimeFormat } from '../../../lib/format.ts';
import type { TFunction } from 'i18next';
import type { Recurrence } from '@tandem/contract';

/** A weekday's short name in a language; 1 is Monday, 7 Sunday (1 January 2024 was a Monday). */
export function weekdayName(
  day: number,
  locale: string,
  width: 'short' | 'long' = 'short',
): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** A rule in words: "Every 2 weeks on Mon, Wed, from the due date". */
export function describeRecurrence(
  rule: Pick<Recurrence, 'unit' | 'interval' | 'weekdays' | 'based_on'>,
  t: TFunction,
  locale: string,
): string {
  const every = t(`recurrence.every.${rule.unit}`, { count: rule.interval });
  const days =
    rule.unit === 'week' && rule.weekdays && rule.weekdays.length > 0
      ? t('recurrence.onDays', {
          days: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
            rule.weekdays.map((day) => weekdayName(day, locale)),
          ),
        })
      : '';
  const base = t(`recurrence.basedOnShort.${rule.based_on}`);
  return [every + days, base].join(', ');
}
