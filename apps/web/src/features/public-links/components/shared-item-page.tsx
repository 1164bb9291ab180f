import type {
  PublicFile,
  PublicNote,
  PublicProjectLink,
  PublicTask,
  PublicTasklist,
} from '@tandem/contract';
import {
  Badge,
  Box,
  Button,
  Image,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { formatDay } from '../../../lib/calendar-day.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { formatSize } from '../../../lib/files.ts';
import { PDF_PREVIEW_MAX_BYTES } from '../../../components/pdf-limits.ts';

// pdf.js loads with the first shared PDF shown, never with the page.
const PdfFirstPage = lazy(() => import('../../../components/pdf-first-page.tsx'));
import { useSharedItem } from '../api/public-links.api.ts';

/**
 * /public/shared-link-view?token=…: the shared item, read-only, for anyone with the link. Nothing
 * live here (no websocket), and no way into the rest of the app but signing in.
 */
export function SharedItemPage() {
  const { t } = useTranslation();
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
        ) : item.data.type === 'task' ? (
          <SharedTask task={item.data.task} />
        ) : item.data.type === 'note' ? (
          <SharedNote note={item.data.note} />
        ) : item.data.type === 'file' ? (
          <SharedFile file={item.data.file} />
        ) : item.data.type === 'tasklist' ? (
          <SharedTasklist tasklist={item.data.tasklist} />
        ) : (
          <SharedLink link={item.data.link} />
        )}
      </Stack>
    </Container>
  );
}

function SharedTask({ task }: { task: PublicTask }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {task.project_name} · {task.tasklist_name}
        </Text>
        <Group gap="xs">
          <Title order={1} size="h2">
            {task.name}
          </Title>
          {task.finished && <Badge color="green">{t('publicLinks.finished')}</Badge>}
        </Group>
        {task.due_date_end && (
          <Text size="sm">
            {t('publicLinks.due', {
              date: /^\d{4}-\d{2}-\d{2}$/.test(task.due_date_end)
                ? formatDay(task.due_date_end, i18n.language)
                : formatDateTime(task.due_date_end, i18n.language),
            })}
          </Text>
        )}
        {task.description ? (
          <RichTextView html={task.description} testId="shared-description" />
        ) : null}
        {task.subtasks.length > 0 && (
          <Box component="ul" pl="md" m={0}>
            {task.subtasks.map((s, i) => (
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
  );
}

function SharedNote({ note }: { note: PublicNote }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {note.project_name} ·{' '}
          {t('publicLinks.changed', { date: formatDateTime(note.date_upd, i18n.language) })}
        </Text>
        <Title order={1} size="h2">
          {note.name}
        </Title>
        {note.content ? (
          <RichTextView html={note.content} testId="shared-note" />
        ) : (
          <Text c="dimmed">{t('publicLinks.emptyNote')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function SharedFile({ file }: { file: PublicFile }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {file.project_name} · {formatSize(file.size, i18n.language)}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {file.original_filename}
        </Title>
        {file.preview_url ? (
          <Image src={file.preview_url} alt={file.original_filename} fit="contain" mah="70vh" />
        ) : file.mime_type === 'application/pdf' && file.size <= PDF_PREVIEW_MAX_BYTES ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <PdfFirstPage
              url={file.download_url}
              label={t('files.firstPage', { name: file.original_filename })}
              width={560}
            />
          </Suspense>
        ) : null}
        <Group>
          <Button component="a" href={file.download_url} download>
            {t('publicLinks.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SharedTasklist({ tasklist }: { tasklist: PublicTasklist }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {tasklist.project_name}
        </Text>
        <Title order={1} size="h2">
          {tasklist.name}
        </Title>
        {tasklist.tasks.length === 0 ? (
          <Text c="dimmed">{t('publicLinks.noTasks')}</Text>
        ) : (
          <Box component="ul" pl="md" m={0} data-testid="shared-tasks">
            {tasklist.tasks.map((task, i) => (
              <li key={i}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" td={task.finished ? 'line-through' : undefined}>
                    {task.name}
                  </Text>
                  {task.due_date_end && (
                    <Text size="xs" c="dimmed">
                      {t('publicLinks.due', {
                        date: /^\d{4}-\d{2}-\d{2}$/.test(task.due_date_end)
                          ? formatDay(task.due_date_end, i18n.language)
                          : formatDateTime(task.due_date_end, i18n.language),
                      })}
                    </Text>
                  )}
                </Group>
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function SharedLink({ link }: { link: PublicProjectLink }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {link.project_name}
        </Text>
        <Title order={1} size="h2">
          {link.name}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{link.url}</Text>
        <Group>
          <Button component="a" href={link.url} target="_blank" rel="noopener noreferrer nofollow">
            {t('links.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
