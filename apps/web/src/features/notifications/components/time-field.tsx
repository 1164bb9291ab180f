import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A time of day, saved when the field is left (or Enter pressed) with a whole, changed time. It
 * starts again from the saved time when that changes (an answer, a refused save).
 */
export function TimeField(props: {
  label: string;
  saved: string;
  disabled: boolean;
  onSave: (time: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.saved.slice(0, 5));
  const [shown, setShown] = useState(props.saved);
  if (shown !== props.saved) {
    setShown(props.saved);
    setValue(props.saved.slice(0, 5));
  }
  const valid = TIME.test(value);
  const save = () => {
    const time = value.length === 5 ? `${value}:00` : value;
    if (valid && time !== props.saved) props.onSave(time);
  };
  return (
    <TextInput
      type="time"
      label={props.label}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      error={valid ? undefined : t('notificationSettings.schedule.timeInvalid')}
      disabled={props.disabled}
    />
  );
}
