import { useState } from 'react';
import type { ReactNode } from 'react';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectWorker } from '@tandem/contract';
import { InvitePeopleModal } from './invite-people-modal.tsx';
import { MemberLimitsModal } from './member-limits-modal.tsx';
import { MemberRolesModal } from './member-roles-modal.tsx';
import { RolesButton } from './roles-button.tsx';
import { PersonMenu } from './person-menu.tsx';
import { RemoveEverywhereModal } from './remove-everywhere-modal.tsx';
import type { TasklistOption } from './tasklist-checklist.tsx';

function initials(fullname: string): string {
  return fullname
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One member: name, role badges, limits, and the menu of what can be done with them. */
function PersonRow({
  project,
  worker,
  onEditLimits,
  onRemoveEverywhere,
  onHandOver,
  onEditRoles,
}: {
  project: Project;
  worker: ProjectWorker;
  onEditLimits: () => void;
  onRemoveEverywhere: () => void;
  onHandOver?: (() => void) | undefined;
  onEditRoles: () => void;
}) {
  const { t } = useTranslation();
  const isOwner = worker.id === project.owner.id;
  return (
    <Group gap={6} component="li" wrap="nowrap" data-person={worker.email}>
      <Tooltip label={worker.fullname}>
        <Avatar size="sm" color="blue" radius="xl" aria-hidden>
          {initials(worker.fullname)}
        </Avatar>
      </Tooltip>
      <Text size="sm">{worker.fullname}</Text>
      {isOwner && (
        <Badge size="xs" variant="light">
          {t('projects.owner')}
        </Badge>
      )}
      {!isOwner && worker.is_commander && (
        <Badge size="xs" variant="light" color="grape">
          {t('projects.commander')}
        </Badge>
      )}
      {worker.is_worker_invited && (
        <Badge size="xs" variant="default">
          {t('invite.invited')}
        </Badge>
      )}
      {worker.tasklists_acl !== null && (
        <Badge size="xs" variant="light" color="yellow">
          {t('memberLimits.limited', { count: worker.tasklists_acl.length })}
        </Badge>
      )}
      {worker.roles.map((role) => (
        <Badge key={role.id} size="xs" variant="dot" color="gray">
          {role.name}
        </Badge>
      ))}
      <PersonMenu
        project={project}
        person={worker}
        onEditLimits={onEditLimits}
        onRemoveEverywhere={onRemoveEverywhere}
        onHandOver={onHandOver}
        onEditRoles={onEditRoles}
      />
    </Group>
  );
}

/** The people of a project and, for those who may, inviting more and setting their limits. */
export function ProjectPeople({
  project,
  tasklists,
  handOverTo,
  children,
}: {
  project: Project;
  tasklists: TasklistOption[];
  /** The action that asks a person to take the project over, for those who may be asked. */
  handOverTo?: ((person: ProjectWorker) => (() => void) | undefined) | undefined;
  /** More about the project's people, shown under the list (a pending handover). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  const [limitsOf, setLimitsOf] = useState<ProjectWorker | null>(null);
  const [removingOf, setRemovingOf] = useState<ProjectWorker | null>(null);
  const [rolesOf, setRolesOf] = useState<ProjectWorker | null>(null);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-people">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="project-people">
            {t('projects.people')}
          </Title>
          <Group gap="xs">
            {project.abilities.set_member_roles && <RolesButton />}
            {project.abilities.manage_workers && (
              <Button size="xs" variant="light" onClick={() => setInviting(true)}>
                {t('invite.open')}
              </Button>
            )}
          </Group>
        </Group>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {project.workers.map((worker) => (
            <PersonRow
              key={worker.id}
              project={project}
              worker={worker}
              onEditLimits={() => setLimitsOf(worker)}
              onRemoveEverywhere={() => setRemovingOf(worker)}
              onHandOver={handOverTo?.(worker)}
              onEditRoles={() => setRolesOf(worker)}
            />
          ))}
        </Stack>
        {children}
      </Stack>
      <InvitePeopleModal
        project={project}
        tasklists={tasklists}
        opened={inviting}
        onClose={() => setInviting(false)}
      />
      {limitsOf && (
        <MemberLimitsModal
          key={limitsOf.id}
          project={project}
          worker={limitsOf}
          tasklists={tasklists}
          opened
          onClose={() => setLimitsOf(null)}
        />
      )}
      {rolesOf && (
        <MemberRolesModal
          key={rolesOf.id}
          project={project}
          worker={rolesOf}
          opened
          onClose={() => setRolesOf(null)}
        />
      )}
      {removingOf && (
        <RemoveEverywhereModal worker={removingOf} opened onClose={() => setRemovingOf(null)} />
      )}
    </Card>
  );
}
