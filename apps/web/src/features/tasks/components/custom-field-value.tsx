import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '@tandem/contract';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

/** Whether a link may be opened from the page: only web addresses, never script or data URLs. */
export function isWebLink(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/**
 * A task's value of a custom field as text for a cell or a detail: numbers, days and times in
 * the reader's language, an enum value by its name, a link that opens in a new tab. An unset
 * value shows a dash.
 */
export function CustomFieldValue({
  field,
  value,
}: {
  field: Pick<CustomField, 'type' | 'enum_values'>;
  /** The value as the task carries it; null or undefined when it has none. */
  value: string | number | boolean | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useSession().data?.timezone;
  const locale = i18n.language;
  if (value === null || value === undefined || value === '')
    return (
      <Text span size="sm" c="dimmed" aria-label={t('customFields.notSet')}>
        —
      </Text>
    );
  const text = (content: string) => (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {content}
    </Text>
  );
  switch (field.type) {
    case 'number':
      return text(typeof value === 'number' ? formatNumber(value, locale) : String(value));
    case 'date':
      return text(formatDay(String(value), locale));
    case 'datetime':
      return text(formatDateTime(String(value), locale, timeZone));
    case 'bool':
      return text(value === true ? t('customFields.yes') : t('customFields.no'));
    case 'enum': {
      const choice = field.enum_values.find((v) => v.uuid === value);
      return choice ? text(choice.name) : text('—');
    }
    case 'link': {
      const href = String(value);
      if (!isWebLink(href)) return text(href);
      return (
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {href}
        </Anchor>
      );
    }
    default:
      return text(String(value));
  }
}
