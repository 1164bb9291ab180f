import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '@tandem/contract';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useProjectEvents } from '../api/projects.api.ts';

function describe(
  event: ActivityEvent,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const values = {
    author: event.author.fullname,
    who: event.who?.fullname ?? '',
    task: event.task?.name ?? event.notice?.task_name ?? '',
    taskcheck: event.notice?.taskcheck_name ?? event.notice?.task_name ?? '',
    tasklist: event.tasklist?.name ?? '',
    project: event.project?.name ?? '',
    projectFrom: event.notice?.project_from?.name ?? '',
    projectTo: event.notice?.project_to?.name ?? '',
    tasklistFrom: event.notice?.tasklist_from?.name ?? '',
    template: event.notice?.template?.name ?? '',
    users: [...(event.notice?.added_users ?? []), ...(event.notice?.removed_users ?? [])]
      .map((u) => u.fullname)
      .join(', '),
    filename: event.notice?.filename ?? '',
    note: event.document?.name ?? event.notice?.note_name ?? '',
    item: event.notice?.item_name ?? event.task?.name ?? '',
    tags: (event.notice?.labels_added ?? []).join(', '),
    oldTags: (event.notice?.labels_removed ?? []).join(', '),
    labels: [
      ...(event.notice?.labels_added ?? []).map((name) => `+${name}`),
      ...(event.notice?.labels_removed ?? []).map((name) => `−${name}`),
    ].join(', '),
  };
  // A comment on a task list or on the project itself reads differently from one on a task.
  const context =
    event.type.startsWith('comment.') && event.document
      ? 'note'
      : event.type.startsWith('comment.') && event.notice?.filename
        ? 'file'
        : (event.type.startsWith('comment.') || event.type.startsWith('file.')) && !event.task
          ? event.tasklist
            ? 'tasklist'
            : 'project'
          : undefined;
  return t(`activity.${event.type}`, { ...values, ...(context ? { context } : {}) });
}

/** The latest activity of a project (the last-activities section). */
export function ProjectActivity({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const events = useProjectEvents(projectId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-activity">
      <Stack gap="sm">
        <Title order={2} size="h5" id="project-activity">
          {t('activity.title')}
        </Title>
        <QueryState query={events}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('activity.empty')}
              </Text>
            ) : (
              <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.slice(0, 15).map((event) => (
                  <li key={event.id}>
                    <Text size="sm">{describe(event, t)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(event.date_action, i18n.language, user.timezone)}
                    </Text>
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
