import type { CustomFieldType } from '@tandem/contract';
import { CUSTOM_FIELD_VALUE_SCHEMAS } from '@tandem/contract';

export type ParsedValue =
  { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

/**
 * Checks a value sent for a field against the field's type; null, and an empty text or link,
 * clear it. An enum's value must be the uuid of one of the field's own values.
 */
export function parseCustomFieldValue(
  type: CustomFieldType,
  raw: string | number | boolean | null,
  enumValueUuids: readonly string[],
): ParsedValue {
  if (raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { ok: true, value: null };
  const parsed = CUSTOM_FIELD_VALUE_SCHEMAS[type].safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid.' };
  const value = parsed.data;
  if (type === 'enum' && !enumValueUuids.includes(String(value).toLowerCase()))
    return { ok: false, message: 'Choose one of the field’s values.' };
  return { ok: true, value: type === 'enum' ? String(value).toLowerCase() : value };
}
