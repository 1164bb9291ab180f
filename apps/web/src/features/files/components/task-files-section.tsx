import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@tandem/contract/browser';
import type { TaskSectionProps } from '../../../lib/task-slots.tsx';
import { useTaskFiles } from '../api/files.api.ts';
import { AttachedFiles } from './attached-files.tsx';

/** The task's files in the task detail: thumbnails, downloads, and a place to drop new ones. */
export function TaskFilesSection({ task }: TaskSectionProps) {
  const { t } = useTranslation();
  const files = useTaskFiles(task.id);
  return (
    <AttachedFiles
      headingId={`files-${task.id}`}
      files={files}
      known={task.count_files}
      target={{ type: 'task', id: task.id }}
      canAdd={task.abilities.update && task.date_deleted === null}
      aside={(list) =>
        list.length > 1 && (
          <Anchor size="sm" href={`${ROUTES.files.archive.path}?uuid=${task.uuid}`} download>
            {t('files.downloadAll')}
          </Anchor>
        )
      }
    />
  );
}
