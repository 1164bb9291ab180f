import { useState } from 'react';
import { Anchor, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomField } from '@tandem/contract';
import { CUSTOM_FIELD_LIMITS } from '@tandem/contract/browser';
import { isWebLink } from './custom-field-value.tsx';

type Value = string | number | boolean | null;

export interface CustomFieldEditorProps {
  field: CustomField;
  /** The task's value; null when it has none. */
  value: Value;
  disabled: boolean;
  error?: string | undefined;
  /** Saves a changed value; null clears it. */
  onSave: (value: Value) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time as a `datetime-local` input holds it: in the browser's time zone, to the minute. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A text kept as a draft while typed and saved when the field is left (or Enter is pressed); an
 * emptied one clears the value. `format` turns the stored value into what the input shows.
 */
function DraftInput({
  field,
  value,
  disabled,
  error,
  onSave,
  type,
  format = (stored) => String(stored ?? ''),
  parse = (draft) => draft,
}: CustomFieldEditorProps & {
  type: 'text' | 'url' | 'datetime-local';
  format?: (stored: Value) => string;
  parse?: (draft: string) => Value;
}) {
  const { t } = useTranslation();
  const shown = format(value);
  const [draft, setDraft] = useState(shown);
  const commit = () => {
    if (draft.trim() === shown.trim()) return;
    onSave(draft.trim() === '' ? null : parse(draft));
  };
  const link = type === 'url' && typeof value === 'string' && isWebLink(value);
  return (
    <TextInput
      type={type}
      label={field.name}
      value={draft}
      disabled={disabled}
      error={error}
      maxLength={type === 'url' ? CUSTOM_FIELD_LIMITS.linkMax : CUSTOM_FIELD_LIMITS.textMax}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      description={
        link ? (
          <Anchor href={value} target="_blank" rel="noopener noreferrer" size="xs">
            {t('customFields.openLink')}
          </Anchor>
        ) : undefined
      }
    />
  );
}

/** One editor per type for a task's value of a custom field. */
export function CustomFieldEditor(props: CustomFieldEditorProps) {
  const { t } = useTranslation();
  const { field, value, disabled, error, onSave } = props;
  switch (field.type) {
    case 'text':
      return <DraftInput {...props} type="text" />;
    case 'link':
      return <DraftInput {...props} type="url" />;
    case 'datetime':
      return (
        <DraftInput
          {...props}
          type="datetime-local"
          format={(stored) => (typeof stored === 'string' ? localDateTime(stored) : '')}
          parse={(draft) => new Date(draft).toISOString()}
        />
      );
    case 'number':
      return <NumberDraft {...props} />;
    case 'date':
      return (
        <TextInput
          type="date"
          label={field.name}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={error}
          onChange={(event) => {
            const next = event.currentTarget.value || null;
            if (next !== value) onSave(next);
          }}
        />
      );
    case 'bool':
      return (
        <NativeSelect
          label={field.name}
          data={[
            { value: '', label: t('customFields.notSet') },
            { value: 'true', label: t('customFields.yes') },
            { value: 'false', label: t('customFields.no') },
          ]}
          value={typeof value === 'boolean' ? String(value) : ''}
          disabled={disabled}
          error={error}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onSave(next === '' ? null : next === 'true');
          }}
        />
      );
    case 'enum':
      return (
        <NativeSelect
          label={field.name}
          data={[
            { value: '', label: t('customFields.notSet') },
            ...field.enum_values.map((choice) => ({ value: choice.uuid, label: choice.name })),
          ]}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          error={error}
          onChange={(event) => onSave(event.currentTarget.value || null)}
        />
      );
  }
}

function NumberDraft({ field, value, disabled, error, onSave }: CustomFieldEditorProps) {
  const [draft, setDraft] = useState<string | number>(typeof value === 'number' ? value : '');
  const commit = () => {
    const next = draft === '' ? null : Number(draft);
    if (next !== value && !(typeof next === 'number' && Number.isNaN(next))) onSave(next);
  };
  return (
    <NumberInput
      label={field.name}
      value={draft}
      disabled={disabled}
      error={error}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
