import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnerChangeRequest } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { OnHandoversChanged } from '../api/people.api.ts';
import { useAnswerHandovers, useHandovers } from '../api/people.api.ts';

type Answer = 'approve' | 'cancel';

function RequestRow({
  request,
  incoming,
  onAnswer,
  busy,
}: {
  request: OwnerChangeRequest;
  incoming: boolean;
  onAnswer: (answer: Answer, uuids: string[]) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const project = (
    <Text component={Link} to={`/project/${request.project.id}`} fw={500} size="sm">
      {request.project.name}
    </Text>
  );
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="xs"
      data-testid="handover-request"
    >
      <Stack gap={0}>
        <Group gap={6}>{project}</Group>
        <Text size="xs" c="dimmed">
          {incoming
            ? t('people.handover.from', { name: request.author.fullname })
            : t('people.handover.to', { name: request.requestReceiverUser.fullname })}
          {' · '}
          {formatDateTime(request.dateRequested, i18n.language, me.timezone)}
        </Text>
      </Stack>
      <Group gap="xs">
        {incoming && (
          <Button
            size="xs"
            onClick={() => onAnswer('approve', [request.uuid])}
            disabled={busy}
            aria-label={t('people.handover.approveProject', { project: request.project.name })}
          >
            {t('people.handover.approve')}
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={() => onAnswer('cancel', [request.uuid])}
          disabled={busy}
          aria-label={t(
            incoming ? 'people.handover.declineProject' : 'people.handover.cancelProject',
            {
              project: request.project.name,
            },
          )}
        >
          {incoming ? t('people.handover.decline') : t('people.handover.cancel')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Pending project handovers: those waiting for the viewer's answer (accept or decline, one by
 * one or all at once) and those the viewer asked for (withdraw).
 */
export function HandoverRequests({ onChanged }: { onChanged?: OnHandoversChanged | undefined }) {
  const { t } = useTranslation();
  const handovers = useHandovers();
  const answer = useAnswerHandovers(onChanged);
  const onAnswer = (kind: Answer, uuids: string[]) =>
    answer.mutate(
      { answer: kind, uuids },
      {
        onSuccess: ({ requests }) =>
          notifications.show({
            color: 'green',
            message: t(kind === 'approve' ? 'people.handover.approved' : 'people.handover.closed', {
              count: requests.length,
            }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="handovers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="handovers-title">
          {t('people.handover.title')}
        </Title>
        <QueryState query={handovers}>
          {({ own, invited }) =>
            own.length === 0 && invited.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('people.handover.empty')}
              </Text>
            ) : (
              <Stack gap="md">
                {invited.length > 0 && (
                  <Stack gap="xs" aria-labelledby="handovers-incoming">
                    <Group justify="space-between">
                      <Title order={3} size="h6" id="handovers-incoming">
                        {t('people.handover.incoming')}
                      </Title>
                      {invited.length > 1 && (
                        <Button
                          size="xs"
                          variant="light"
                          loading={answer.isPending}
                          onClick={() =>
                            onAnswer(
                              'approve',
                              invited.map((r) => r.uuid),
                            )
                          }
                        >
                          {t('people.handover.approveAll')}
                        </Button>
                      )}
                    </Group>
                    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {invited.map((request) => (
                        <RequestRow
                          key={request.uuid}
                          request={request}
                          incoming
                          onAnswer={onAnswer}
                          busy={answer.isPending}
                        />
                      ))}
                    </Stack>
                  </Stack>
                )}
                {own.length > 0 && (
                  <Stack gap="xs">
                    <Title order={3} size="h6">
                      {t('people.handover.outgoing')}
                    </Title>
                    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                      {own.map((request) => (
                        <RequestRow
                          key={request.uuid}
                          request={request}
                          incoming={false}
                          onAnswer={onAnswer}
                          busy={answer.isPending}
                        />
                      ))}
                    </Stack>
                  </Stack>
                )}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}
