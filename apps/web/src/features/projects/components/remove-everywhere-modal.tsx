import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ProjectWorker } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useRemoveWorkerFromAll, useWorkerRemovalSummary } from '../api/people.api.ts';

/** Shows where a person would be removed from (and where they stay), then removes them. */
export function RemoveEverywhereModal({
  worker,
  opened,
  onClose,
}: {
  worker: ProjectWorker;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const summary = useWorkerRemovalSummary(worker.id, opened);
  const remove = useRemoveWorkerFromAll();
  const s = summary.data?.summary;
  const groups = s
    ? ([
        ['active', s.projects.active],
        ['archived', s.projects.archived],
        ['template', s.projects.template],
      ] as const)
    : [];

  const confirm = () =>
    remove.mutate(worker.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('removeEverywhere.done', { name: worker.fullname }),
        });
        onClose();
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('removeEverywhere.title', { name: worker.fullname })}
    >
      <Stack>
        {summary.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {summary.isError && (
          <Alert color="red" role="alert">
            {errorMessage(summary.error, t)}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorMessage(remove.error, t)}
          </Alert>
        )}
        {s && (
          <>
            <Text size="sm">{t('removeEverywhere.intro')}</Text>
            {groups.map(
              ([state, projects]) =>
                projects.length > 0 && (
                  <div key={state}>
                    <Text size="sm" fw={600}>
                      {t(`projects.tabs.${state}`)}
                    </Text>
                    <List size="sm">
                      {projects.map((p) => (
                        <List.Item key={p.id}>{p.name}</List.Item>
                      ))}
                    </List>
                  </div>
                ),
            )}
            {s.cannot_be_removed_projects.length > 0 && (
              <Alert color="yellow">
                <Text size="sm">{t('removeEverywhere.stays')}</Text>
                <List size="sm">
                  {s.cannot_be_removed_projects.map((p) => (
                    <List.Item key={p.id}>{p.name}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={!s}>
            {t('removeEverywhere.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
