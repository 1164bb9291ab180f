import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Person, Project } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useRemoveWorker, useSetCommander } from '../api/projects.api.ts';

/** What can be done with one person of the project: make or unmake commander, remove, leave. */
export function PersonMenu({ project, person }: { project: Project; person: Person }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const setCommander = useSetCommander(project.id);
  const remove = useRemoveWorker(project.id);
  const isOwner = person.id === project.owner.id;
  const isSelf = person.id === me.id;
  const manages = project.abilities.manage_workers;
  if (isOwner || (!manages && !isSelf)) return null;
  const isCommander = project.commanders.includes(person.id);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('projects.personActions', { name: person.fullname })}
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {manages && !isSelf && (
          <Menu.Item
            onClick={() =>
              setCommander.mutate({ userId: person.id, isCommander: !isCommander }, { onError })
            }
          >
            {isCommander ? t('projects.degrade') : t('projects.promote')}
          </Menu.Item>
        )}
        {isSelf ? (
          <Menu.Item
            color="red"
            onClick={() =>
              remove.mutate(person.id, { onSuccess: () => void navigate('/projects'), onError })
            }
          >
            {t('projects.leave')}
          </Menu.Item>
        ) : (
          <Menu.Item color="red" onClick={() => remove.mutate(person.id, { onError })}>
            {t('projects.removePerson')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
