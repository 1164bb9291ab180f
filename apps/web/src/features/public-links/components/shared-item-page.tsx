import {
  Badge,
  Box,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSharedItem } from '../api/public-links.api.ts';

/**
 * /public/shared-link-view?token=…: the shared item, read-only, for anyone with the link. Nothing
 * live here (no websocket), and no way into the rest of the app but signing in.
 */
export function SharedItemPage() {
  const { t, i18n } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const item = useSharedItem(token);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700}>Tandem</Text>
          <Badge variant="light">{t('publicLinks.readOnly')}</Badge>
        </Group>
        {item.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : item.isError ? (
          <Paper withBorder p="lg" radius="md">
            <Text>{t('publicLinks.gone')}</Text>
          </Paper>
        ) : (
          <Paper withBorder p="lg" radius="md" component="article">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {item.data.task.project_name} · {item.data.task.tasklist_name}
              </Text>
              <Group gap="xs">
                <Title order={1} size="h2">
                  {item.data.task.name}
                </Title>
                {item.data.task.finished && (
                  <Badge color="green">{t('publicLinks.finished')}</Badge>
                )}
              </Group>
              {item.data.task.due_date_end && (
                <Text size="sm">
                  {t('publicLinks.due', {
                    date: /^\d{4}-\d{2}-\d{2}$/.test(item.data.task.due_date_end)
                      ? formatDay(item.data.task.due_date_end, i18n.language)
                      : formatDateTime(item.data.task.due_date_end, i18n.language),
                  })}
                </Text>
              )}
              {item.data.task.description ? (
                <RichTextView html={item.data.task.description} testId="shared-description" />
              ) : null}
              {item.data.task.subtasks.length > 0 && (
                <Box component="ul" pl="md" m={0}>
                  {item.data.task.subtasks.map((s, i) => (
                    <li key={i}>
                      <Text size="sm" td={s.finished ? 'line-through' : undefined}>
                        {s.name}
                      </Text>
                    </li>
                  ))}
                </Box>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
