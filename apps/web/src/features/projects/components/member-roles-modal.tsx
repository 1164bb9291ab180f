import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectWorker } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRoles, useSetMemberRoles } from '../api/roles.api.ts';
import { RolesModal } from './roles-modal.tsx';

/** The project owner chooses which roles of their account a member has in this project. */
export function MemberRolesModal({
  project,
  worker,
  opened,
  onClose,
}: {
  project: Project;
  worker: ProjectWorker;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const roles = useRoles(opened);
  const save = useSetMemberRoles(project.id);
  const [chosen, setChosen] = useState(worker.roles.map((r) => String(r.id)));
  const [managing, setManaging] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ userId: worker.id, roleIds: chosen.map(Number) }, { onSuccess: onClose });
  };

  return (
    <>
      <Modal
        opened={opened && !managing}
        onClose={onClose}
        title={t('roles.memberTitle', { name: worker.fullname })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={submit}>
          <Stack>
            <FormAlert error={save.error} fields={['roles_ids']} />
            <Text size="sm" c="dimmed">
              {t('roles.memberHint', { name: worker.fullname })}
            </Text>
            <QueryState query={roles}>
              {(list) => (
                <Checkbox.Group
                  label={t('roles.memberLabel')}
                  value={chosen}
                  onChange={setChosen}
                  error={fieldError(save.error, 'roles_ids')}
                >
                  <Stack gap={8} mt="xs">
                    {list.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {t('roles.empty')}
                      </Text>
                    )}
                    {list.map((role) => {
                      const value = String(role.id);
                      const full = chosen.length >= LIMITS.memberRolesMax;
                      return (
                        <Checkbox
                          key={role.id}
                          value={value}
                          label={role.name}
                          description={t('roles.notAllowed', {
                            actions: role.disallowed_actions
                              .map((a) => t(`roles.actions.${a.action}`))
                              .join(', '),
                          })}
                          disabled={full && !chosen.includes(value)}
                        />
                      );
                    })}
                  </Stack>
                </Checkbox.Group>
              )}
            </QueryState>
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setManaging(true)}>
                {t('roles.manage')}
              </Button>
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <RolesModal opened={opened && managing} onClose={() => setManaging(false)} />
    </>
  );
}
