import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Project, ProjectWorker } from '@tandem/contract';
import { errorMessage } from '../../../components/errors.ts';
import { useInvitations, useResendInvitation } from '../api/people.api.ts';
import { useRemoveWorker, useSetCommander } from '../api/projects.api.ts';

/**
 * What can be done with one person of the project: commander role, task lists and hour rate,
 * invitation, removal (here or from all of one's projects), leaving.
 */
export function PersonMenu({
  project,
  person,
  onEditLimits,
  onRemoveEverywhere,
  onHandOver,
  onEditRoles,
}: {
  project: Project;
  person: ProjectWorker;
  onEditLimits: () => void;
  onRemoveEverywhere: () => void;
  /** Asks this person to take the project over; given only when the viewer may. */
  onHandOver?: (() => void) | undefined;
  /** Opens the member's roles; only the project owner gives roles. */
  onEditRoles?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const setCommander = useSetCommander(project.id);
  const remove = useRemoveWorker(project.id);
  const manages = project.abilities.manage_workers;
  const invitations = useInvitations(project.id, manages && person.is_worker_invited);
  const resend = useResendInvitation(project.id);
  const isOwner = person.id === project.owner.id;
  const may = person.abilities;
  if (!onHandOver && !manages && !may.leave) return null;
  const isCommander = project.commanders.includes(person.id);
  const invitation = invitations.data?.invitations.find((i) => i.user_id === person.id);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t) });
  const resendLabel =
    invitation && !invitation.can_resend_invitation
      ? t('invite.resendAt', {
          time: new Date(invitation.next_try_possible).toLocaleTimeString(i18n.language, {
            hour: '2-digit',
            minute: '2-digit',
          }),
        })
      : t('invite.resend');

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
        {may.set_commander && (
          <Menu.Item
            onClick={() =>
              setCommander.mutate({ userId: person.id, isCommander: !isCommander }, { onError })
            }
          >
            {isCommander ? t('projects.degrade') : t('projects.promote')}
          </Menu.Item>
        )}
        {manages && <Menu.Item onClick={onEditLimits}>{t('memberLimits.menu')}</Menu.Item>}
        {onEditRoles && project.abilities.set_member_roles && !isOwner && (
          <Menu.Item onClick={onEditRoles}>{t('roles.memberMenu')}</Menu.Item>
        )}
        {manages && person.is_worker_invited && (
          <Menu.Item
            disabled={!invitation?.can_resend_invitation}
            onClick={() =>
              resend.mutate(person.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('invite.resent', { email: person.email }),
                  }),
                onError,
              })
            }
          >
            {resendLabel}
          </Menu.Item>
        )}
        {onHandOver && <Menu.Item onClick={onHandOver}>{t('people.handover.menu')}</Menu.Item>}
        {may.leave && (
          <Menu.Item
            color="red"
            onClick={() =>
              remove.mutate(person.id, { onSuccess: () => void navigate('/projects'), onError })
            }
          >
            {t('projects.leave')}
          </Menu.Item>
        )}
        {may.remove && (
          <Menu.Item color="red" onClick={() => remove.mutate(person.id, { onError })}>
            {t('projects.removePerson')}
          </Menu.Item>
        )}
        {project.abilities.remove_workers_everywhere && !isOwner && (
          <Menu.Item color="red" onClick={onRemoveEverywhere}>
            {t('removeEverywhere.menu')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
