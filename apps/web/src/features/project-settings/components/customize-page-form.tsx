import { useState } from 'react';
import type { FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ProjectLayout, ProjectSettingsAnswer, SectionSetting } from '@tandem/contract';
import { PROJECT_DEFAULT_PAGES, PROJECT_LAYOUTS } from '@tandem/contract/browser';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSaveProjectSettings } from '../api/project-settings.api.ts';
import { moveSection, setSectionVisible } from '../utils/section-order.ts';

/** The layouts this version can show; the others are offered as not available yet. */
export const AVAILABLE_LAYOUTS: readonly ProjectLayout[] = ['rows'];

function SectionRow({
  entry,
  isFirst,
  isLast,
  onChange,
}: {
  entry: SectionSetting;
  isFirst: boolean;
  isLast: boolean;
  onChange: (change: { move: -1 | 1 } | { isVisible: boolean }) => void;
}) {
  const { t } = useTranslation();
  const name = t(`projectSettings.sections.${entry.section}`);
  // Disabled only in look and to assistive technology: a keyboard user who moves a section to
  // the end keeps the focus on the button instead of losing it to the page.
  const move = (by: -1 | 1, atEnd: boolean, label: string, arrow: string) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      aria-disabled={atEnd || undefined}
      data-disabled={atEnd || undefined}
      onClick={() => !atEnd && onChange({ move: by })}
    >
      <span aria-hidden>{arrow}</span>
    </ActionIcon>
  );
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Checkbox
        label={name}
        checked={entry.isVisible}
        onChange={(event) => onChange({ isVisible: event.currentTarget.checked })}
      />
      <Group gap={6} wrap="nowrap">
        {move(-1, isFirst, t('projectSettings.moveUp', { section: name }), '↑')}
        {move(1, isLast, t('projectSettings.moveDown', { section: name }), '↓')}
      </Group>
    </Group>
  );
}

/** The settings a user can change on the project page, saved at once when sent. */
export function CustomizePageForm({
  projectId,
  settings,
  onDone,
}: {
  projectId: number;
  settings: ProjectSettingsAnswer;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProjectSettings(projectId);
  const [order, setOrder] = useState(settings.projectSettings.order_settings);
  const [defaultPage, setDefaultPage] = useState(settings.projectSettings.default_page);
  const [layout, setLayout] = useState(settings.projectSettings.layout);
  const [forAllProjects, setForAllProjects] = useState(false);
  const [forAllUsers, setForAllUsers] = useState(false);
  const canSaveForAll = settings.project.abilities.save_for_all_users;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        for_all_projects: forAllProjects,
        for_all_users: canSaveForAll && forAllUsers,
        project_settings: { layout, default_page: defaultPage, order_settings: order },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('projectSettings.saved') });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg">
        <Fieldset
          legend={t('projectSettings.sectionsLegend')}
          variant="unstyled"
          styles={{ legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Text size="sm" c="dimmed" mb="xs">
            {t('projectSettings.sectionsHelp')}
          </Text>
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {order.map((entry, index) => (
              <SectionRow
                key={entry.section}
                entry={entry}
                isFirst={index === 0}
                isLast={index === order.length - 1}
                onChange={(change) =>
                  setOrder((current) =>
                    'move' in change
                      ? moveSection(current, entry.section, change.move)
                      : setSectionVisible(current, entry.section, change.isVisible),
                  )
                }
              />
            ))}
          </Stack>
        </Fieldset>

        <Radio.Group
          label={t('projectSettings.defaultPage')}
          value={defaultPage}
          onChange={setDefaultPage}
        >
          <Group mt="xs">
            {PROJECT_DEFAULT_PAGES.map((page) => (
              <Radio key={page} value={page} label={t(`projectSettings.pages.${page}`)} />
            ))}
          </Group>
        </Radio.Group>

        <Radio.Group label={t('projectSettings.layout')} value={layout} onChange={setLayout}>
          <Stack mt="xs" gap="xs">
            {PROJECT_LAYOUTS.map((option) => {
              const available = AVAILABLE_LAYOUTS.includes(option);
              return (
                <Radio
                  key={option}
                  value={option}
                  disabled={!available}
                  label={t(`projectSettings.layouts.${option}`)}
                  description={available ? undefined : t('projectSettings.notAvailable')}
                />
              );
            })}
          </Stack>
        </Radio.Group>

        <Stack gap="sm">
          <Checkbox
            label={t('projectSettings.forAllProjects')}
            description={t('projectSettings.forAllProjectsHelp')}
            checked={forAllProjects}
            onChange={(event) => setForAllProjects(event.currentTarget.checked)}
          />
          {canSaveForAll && (
            <Checkbox
              label={t('projectSettings.forAllUsers')}
              description={t('projectSettings.forAllUsersHelp')}
              checked={forAllUsers}
              onChange={(event) => setForAllUsers(event.currentTarget.checked)}
            />
          )}
        </Stack>

        <FormAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('projectSettings.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
