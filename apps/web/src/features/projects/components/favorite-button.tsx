import { useRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { useToggleFavorite } from '../api/projects.api.ts';

/** A star that marks the project as one of the user's favourites. */
export function FavoriteButton({ project }: { project: Project }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite(project);
  const star = useRef<HTMLButtonElement>(null);
  const label = project.isFavorite
    ? t('projects.unfavorite', { name: project.name })
    : t('projects.favorite', { name: project.name });
  return (
    <>
      <ActionIcon
        ref={star}
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={project.isFavorite}
        onClick={() => toggle.mutate(!project.isFavorite)}
      >
        {project.isFavorite ? (
          <IconStarFilled size={18} aria-hidden />
        ) : (
          <IconStar size={18} stroke={1.6} aria-hidden />
        )}
      </ActionIcon>
      <LazyTooltip target={star} label={label} />
    </>
  );
}
