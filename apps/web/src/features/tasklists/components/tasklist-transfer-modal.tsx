import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Anchor,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tasklist } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import type { TransferMode } from '../api/tasklist-transfer.api.ts';
import { useMoveTargets, useTransferTasklist } from '../api/tasklist-transfer.api.ts';

/** Tells where the list went, with a link there. */
function announce(message: string, link: { to: string; label: string }) {
  notifications.show({
    color: 'green',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
    ),
  });
}

/**
 * Moves a task list with its tasks to another project, or copies it there: the user picks one of
 * the projects where they may add task lists (and, for a copy, its name).
 */
export function TasklistTransferModal({
  tasklist,
  mode,
  onClose,
}: {
  tasklist: Tasklist;
  mode: TransferMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const targets = useMoveTargets(tasklist, true);
  const transfer = useTransferTasklist();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [name, setName] = useState(tasklist.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = targets.data?.find((p) => String(p.id) === projectId);
    if (!target) return;
    // A promise rather than a per-call callback: a moved list's card, and this dialog with it,
    // leave the screen as soon as the board drops the list.
    transfer
      .mutateAsync({ tasklist, mode, projectId: target.id, ...(mode === 'copy' ? { name } : {}) })
      .then(
        ({ tasklist: result }) => {
          onClose();
          announce(
            t(mode === 'move' ? 'tasklistMove.moved' : 'tasklistMove.copied', {
              name: result.name,
              project: target.name,
            }),
            {
              to: `/project/${target.id}`,
              label: t('tasklistMove.open', { project: target.name }),
            },
          );
        },
        // While the dialog is open it shows the error itself.
        () => undefined,
      );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t(mode === 'move' ? 'tasklistMove.moveTitle' : 'tasklistMove.copyTitle', {
        name: tasklist.name,
      })}
    >
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={transfer.error} fields={['name', 'project_id']} />
          <QueryState query={targets}>
            {(projects) =>
              projects.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('tasklistMove.noTargets')}
                </Text>
              ) : (
                <Radio.Group
                  label={t('tasklistMove.target')}
                  value={projectId}
                  onChange={setProjectId}
                  error={fieldError(transfer.error, 'project_id')}
                >
                  <ScrollArea.Autosize mah={280} mt="xs">
                    <Stack gap={8}>
                      {projects.map((project) => (
                        <Radio
                          key={project.id}
                          value={String(project.id)}
                          label={
                            <Group gap={6} wrap="nowrap">
                              {project.color && <ColorSwatch color={project.color} size={12} />}
                              <span>{project.name}</span>
                            </Group>
                          }
                        />
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </Radio.Group>
              )
            }
          </QueryState>
          {mode === 'copy' && (
            <TextInput
              label={t('tasklistMove.copyName')}
              required
              maxLength={LIMITS.nameMax}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldError(transfer.error, 'name')}
            />
          )}
          {mode === 'move' && (
            <Text size="sm" c="dimmed">
              {t('tasklistMove.moveHint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={transfer.isPending} disabled={projectId === null}>
              {t(mode === 'move' ? 'tasklistMove.move' : 'tasklistMove.copy')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
