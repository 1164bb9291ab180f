import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectTag } from '@tandem/contract';
import { LABEL_SWATCHES } from '../../../lib/label-colors.ts';

/** The colour a tag without one of its own is shown in. */
export const DEFAULT_TAG_COLOR = LABEL_SWATCHES.gray;

function LockIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

/** A tag in its colour; a private one carries a lock, and says so to screen readers. */
export function TagBadge({ tag }: { tag: Pick<ProjectTag, 'tag' | 'color' | 'is_private'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={tag.color ?? DEFAULT_TAG_COLOR}
      autoContrast
      variant="filled"
      radius="sm"
      tt="none"
      maw={220}
      leftSection={tag.is_private ? <LockIcon /> : undefined}
      title={tag.is_private ? t('tags.privateHint') : t('tags.publicHint')}
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
      data-testid="tag-badge"
    >
      {tag.tag}
      {tag.is_private && <VisuallyHidden> ({t('tags.private')})</VisuallyHidden>}
    </Badge>
  );
}

/** The tags of a project as badges; nothing when it has none. */
export function TagBadges({ tags, mt = 0 }: { tags: ProjectTag[]; mt?: number }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group
      gap={4}
      component="ul"
      aria-label={t('tags.title')}
      p={0}
      m={0}
      mt={mt}
      style={{ listStyle: 'none' }}
    >
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </Group>
  );
}
