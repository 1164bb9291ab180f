import { ActionIcon, Badge, Group, Menu, Stack, Title, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { useActionMenu } from '../../components/action-trigger.tsx';
import { AvatarStack } from '../../components/avatar-stack.tsx';
import { CustomizePageButton } from '../../features/project-settings/components/customize-page-button.tsx';
import { FavoriteButton } from '../../features/projects/components/favorite-button.tsx';
import { ProjectActions } from '../../features/projects/components/project-actions.tsx';
import { CustomFieldsButton } from '../../features/tasks/components/custom-fields-button.tsx';
import { ProjectTagsBar } from './project-tags-bar.tsx';
import { ProjectTemplateAction } from './project-template-parts.tsx';

/**
 * A project page's header: its colour, name, state and favourite star, its people, its tags, and
 * one menu for the actions used now and then (custom fields, the page's layout, saving it as a
 * template, editing, archiving, the trash).
 */
export function ProjectHeader({ project }: { project: Project }) {
  const { t } = useTranslation();
  const menu = useActionMenu();
  const state = project.state.state;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: 4,
              flex: 'none',
              background: project.color ?? 'var(--mantine-color-gray-5)',
            }}
          />
          <Title order={1} size="h2" lineClamp={1} style={{ wordBreak: 'break-word' }}>
            {project.name}
          </Title>
          {state !== 'deleted' && <FavoriteButton project={project} />}
          {state !== 'active' && (
            <Badge variant="light" color={state === 'deleted' ? 'red' : 'gray'}>
              {t(`projectState.${state}`)}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Group visibleFrom="xs">
            <AvatarStack people={project.workers} />
          </Group>
          <Menu position="bottom-end" width={230}>
            <Menu.Target>
              <Tooltip label={t('projects.actions')}>
                <ActionIcon variant="default" size="lg" aria-label={t('projects.actions')}>
                  <IconDots size={18} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {menu.actions.map((action) => (
                <Menu.Item
                  key={action.id}
                  leftSection={action.icon}
                  color={action.color}
                  disabled={action.disabled}
                  onClick={action.run}
                >
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {/* The actions list themselves in the menu; their dialogs open from here. */}
          <menu.Provider value={menu.registry}>
            <CustomFieldsButton projectId={project.id} kind="menu" />
            <CustomizePageButton projectId={project.id} kind="menu" />
            <ProjectTemplateAction project={project} kind="menu" />
            <ProjectActions project={project} kind="menu" />
          </menu.Provider>
        </Group>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Badge variant="default">{project.currency}</Badge>
        <ProjectTagsBar project={project} />
      </Group>
    </Stack>
  );
}
