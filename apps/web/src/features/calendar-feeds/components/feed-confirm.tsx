import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before what breaks the calendars that read the address (a new one, or stopping it). */
export function FeedConfirm(props: {
  what: 'regenerate' | 'revoke';
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" role="alertdialog" aria-label={t(`calendarFeeds.${props.what}`)}>
      <Text size="sm" mb="sm">
        {t(`calendarFeeds.${props.what}Confirm`)}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          color={props.what === 'revoke' ? 'red' : undefined}
          loading={props.pending}
          onClick={props.onConfirm}
          data-autofocus
        >
          {t(`calendarFeeds.${props.what}`)}
        </Button>
      </Group>
    </Paper>
  );
}
