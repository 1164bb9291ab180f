import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectWorker } from '@tandem/contract';
import type { TFunction } from 'i18next';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { OnHandoversChanged } from '../api/people.api.ts';
import { useAnswerHandovers, useHandovers, useRequestHandover } from '../api/people.api.ts';

/** Why a request could not be made: the person's case, or a request already waiting. */
function requestError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'CONFLICT') {
    return t('people.handover.alreadyPending');
  }
  return fieldError(error, 'user_id') ?? fieldError(error, 'project_id') ?? errorMessage(error, t);
}

/**
 * Handing one project over, for its People section: which members the owner may ask (an action
 * for the person menu), the confirmation, and the pending request with its answers.
 */
export function useProjectHandover(
  project: Project,
  onChanged?: OnHandoversChanged,
): { actionFor: (person: ProjectWorker) => (() => void) | undefined; panel: ReactNode } {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const handovers = useHandovers();
  const create = useRequestHandover(onChanged);
  const answer = useAnswerHandovers(onChanged);
  const [target, setTarget] = useState<ProjectWorker | null>(null);
  const own = handovers.data?.own.find((r) => r.project.id === project.id);
  const invited = handovers.data?.invited.find((r) => r.project.id === project.id);
  const canAsk = project.abilities.hand_over && handovers.isSuccess && !own;

  const actionFor = (person: ProjectWorker) =>
    canAsk && person.id !== me.id && !person.is_worker_invited
      ? () => {
          create.reset();
          setTarget(person);
        }
      : undefined;

  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const confirm = () => {
    if (!target) return;
    create.mutate(
      { projectId: project.id, userId: target.id },
      {
        onSuccess: () => {
          setTarget(null);
          notifications.show({
            color: 'green',
            message: t('people.handover.sent', { name: target.fullname }),
          });
        },
      },
    );
  };

  const panel = (
    <>
      {own && (
        <Alert color="blue" data-testid="pending-handover">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {t('people.handover.waiting', { name: own.requestReceiverUser.fullname })}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={answer.isPending}
              onClick={() => answer.mutate({ answer: 'cancel', uuids: [own.uuid] }, { onError })}
            >
              {t('people.handover.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
      {invited && (
        <Alert color="blue" data-testid="pending-handover">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('people.handover.asked', { name: invited.author.fullname })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                loading={answer.isPending}
                onClick={() =>
                  answer.mutate({ answer: 'approve', uuids: [invited.uuid] }, { onError })
                }
              >
                {t('people.handover.approve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate({ answer: 'cancel', uuids: [invited.uuid] }, { onError })
                }
              >
                {t('people.handover.decline')}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('people.handover.confirmTitle')}
      >
        <Stack>
          <Text size="sm">
            {t('people.handover.confirm', {
              project: project.name,
              name: target?.fullname ?? '',
            })}
          </Text>
          {create.error && (
            <Alert color="red" role="alert">
              {requestError(create.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('common.cancel')}
            </Button>
            <Button loading={create.isPending} onClick={confirm}>
              {t('people.handover.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
  return { actionFor, panel };
}
