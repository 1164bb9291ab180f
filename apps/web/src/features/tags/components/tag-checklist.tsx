import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Checkbox,
  Divider,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectTag } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { errorMessage } from '../../../components/errors.ts';
import { useSetProjectTags, useTags } from '../api/tags.api.ts';
import { NewTagForm } from './new-tag-form.tsx';
import { TagBadge } from './tag-badge.tsx';

/**
 * The checklist in the "Tags" popover: the tags the user can use, searchable, and a form for a new
 * one. Loaded when the popover first opens.
 */
export function TagChecklist({
  project,
  onSaved,
}: {
  project: Project;
  onSaved: (project: Project) => void;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  const save = useSetProjectTags(project.id, onSaved);
  const [search, setSearch] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  // The popover's focus trap may have run before this code arrived: the search field goes first.
  useEffect(() => searchInput.current?.focus(), []);
  const chosen = project.tags.map((tag) => tag.id);
  const full = chosen.length >= LIMITS.projectTagsMax;
  const locked = (tag: ProjectTag) => !tag.is_private && !project.canManagePublicTag;
  // Checkboxes stay enabled while a change saves, so the keyboard focus stays where it was.
  const toggle = (tag: ProjectTag, on: boolean) => {
    if (!save.isPending)
      save.mutate(on ? [...chosen, tag.id] : chosen.filter((id) => id !== tag.id));
  };
  const needle = search.trim().toLowerCase();
  const shown = (tags.data ?? []).filter((tag) => tag.tag.toLowerCase().includes(needle));

  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        type="search"
        aria-label={t('tags.search')}
        placeholder={t('tags.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        ref={searchInput}
        data-autofocus
      />
      {save.error !== null && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(save.error, t)}
        </Alert>
      )}
      {tags.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {tags.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(tags.error, t)}
        </Alert>
      )}
      {tags.data && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {tags.data.length === 0 ? t('tags.none') : t('tags.noMatch')}
        </Text>
      )}
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={6} role="group" aria-label={t('tags.title')}>
          {shown.map((tag) => {
            const checked = chosen.includes(tag.id);
            return (
              <Checkbox
                key={tag.id}
                size="xs"
                checked={checked}
                disabled={locked(tag) || (!checked && full)}
                onChange={(e) => toggle(tag, e.currentTarget.checked)}
                label={<TagBadge tag={tag} />}
                description={locked(tag) ? t('tags.publicLocked') : undefined}
              />
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      {full && (
        <Text size="xs" c="dimmed">
          {t('tags.full', { count: LIMITS.projectTagsMax })}
        </Text>
      )}
      <Divider label={t('tags.newTag')} labelPosition="left" />
      <NewTagForm
        name={search}
        onNameChange={setSearch}
        canMakePublic={project.canManagePublicTag}
        submitLabel={t('tags.createAndAdd')}
        disabled={full || save.isPending}
        onCreated={(tag) => {
          save.mutate([...chosen, tag.id]);
          searchInput.current?.focus();
        }}
      />
    </Stack>
  );
}
