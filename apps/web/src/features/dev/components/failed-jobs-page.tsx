import { Alert, Button, Card, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FailedJob } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useFailedJobs, useRetryJob } from '../api/dev.api.ts';

function FailedJobCard({ job }: { job: FailedJob }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryJob();
  const headingId = `job-${job.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="failed-job">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h5" id={headingId}>
            {job.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('jobs.failedOn', {
              date: job.failed_on ? formatDateTime(job.failed_on, i18n.language) : '—',
              count: job.retry_count,
            })}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () =>
                notifications.show({ message: t('jobs.retried', { name: job.name }) }),
              onError: (error) =>
                notifications.show({ color: 'red', message: errorMessage(error, t) }),
            })
          }
        >
          {t('jobs.retry')}
        </Button>
      </Group>
      <Text size="sm" c="red" mt="xs" style={{ overflowWrap: 'anywhere' }}>
        {job.error || t('jobs.noError')}
      </Text>
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {job.data}
      </Code>
    </Card>
  );
}

/** /dev/jobs: the background jobs that failed for good, for the operators of the instance. */
export function FailedJobsPage() {
  const { t } = useTranslation();
  const jobs = useFailedJobs();
  return (
    <Container size="md" py="md">
      <Page title={t('jobs.title')}>
        <Stack>
          <Text c="dimmed">{t('jobs.help')}</Text>
          <QueryState query={jobs}>
            {(list) =>
              list.length === 0 ? (
                <Alert color="green">{t('jobs.none')}</Alert>
              ) : (
                <Stack>
                  {list.map((job) => (
                    <FailedJobCard key={job.id} job={job} />
                  ))}
                </Stack>
              )
            }
          </QueryState>
        </Stack>
      </Page>
    </Container>
  );
}
