import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteRole, useRoles } from '../api/roles.api.ts';
import { RoleForm } from './role-form.tsx';

/** One role: its name, what it does not allow, who has it, and its edit and delete buttons. */
function RoleRow({ role, onEdit }: { role: Role; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  const onDelete = () =>
    remove.mutate(role.id, {
      onSuccess: () => notifications.show({ message: t('roles.deleted', { name: role.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
    });
  return (
    <Card withBorder padding="sm" component="li" data-testid="role">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {role.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('roles.notAllowed', {
              actions: role.disallowed_actions
                .map((a) => t(`roles.actions.${a.action}`))
                .join(', '),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('roles.givenTo', { count: role.users.length })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onEdit}
            aria-label={t('roles.editNamed', { name: role.name })}
          >
            {t('roles.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={onDelete}
            aria-label={t('roles.deleteNamed', { name: role.name })}
          >
            {t('roles.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The roles of one's account: create, change and delete them. They are given per project. */
export function RolesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoles(opened);
  // The role being edited, 'new' for a new one, null while the list shows.
  const [editing, setEditing] = useState<Role | 'new' | null>(null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('roles.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing ? (
        <RoleForm
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('roles.intro')}
          </Text>
          <QueryState query={roles}>
            {(list) =>
              list.length === 0 ? (
                <Text size="sm">{t('roles.empty')}</Text>
              ) : (
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.map((role) => (
                    <RoleRow key={role.id} role={role} onEdit={() => setEditing(role)} />
                  ))}
                </Stack>
              )
            }
          </QueryState>
          <Group justify="flex-end">
            <Button onClick={() => setEditing('new')}>{t('roles.new')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
