import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconChecklist,
  IconFile,
  IconFolder,
  IconLink,
  IconListDetails,
  IconMessage,
  IconNote,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchEntityType, SearchResultItem } from '@tandem/contract';
import { highlightParts } from '../utils/highlight.ts';
import classes from './search.module.css';

const ICONS: Record<SearchEntityType, Icon> = {
  note: IconNote,
  note_comment: IconMessage,
  project: IconFolder,
  task: IconChecklist,
  task_comment: IconMessage,
  tasklist: IconListDetails,
  file: IconFile,
  file_comment: IconMessage,
  project_link: IconLink,
  project_link_comment: IconMessage,
};

/** A highlight as text, the matched words in `<mark>`; nothing of it is read as HTML. */
export function Highlight({ html }: { html: string }): ReactNode {
  return highlightParts(html).map((part, i) =>
    part.marked ? (
      <mark key={i} className={classes.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** Where a result sits: its kind, project and task list. */
function whereOf(item: SearchResultItem, typeName: string): string {
  // A project is where it sits; a task list's name is its own.
  const project = item.type === 'project' ? null : item.project.name;
  const tasklist = item.type === 'tasklist' ? null : item.tasklist?.name;
  return [typeName, project, tasklist].filter(Boolean).join(' · ');
}

/** One found thing: its kind, highlighted name, where it sits and the matched words of its text. */
export function SearchResultRow({
  item,
  compact = false,
}: {
  item: SearchResultItem;
  /** The quick search's row: one line of text at most. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const TypeIcon = ICONS[item.type];
  const finished = item.type === 'task' && item.state?.state === 'finished';
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={compact ? 28 : 34} radius="md" aria-hidden>
        <TypeIcon size={compact ? 16 : 19} stroke={1.7} />
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          fw={600}
          size={compact ? 'sm' : 'md'}
          truncate
          td={finished ? 'line-through' : undefined}
        >
          <Highlight html={item.highlight_name || item.name} />
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {whereOf(item, t(`search.types.${item.type}`))}
          {finished ? ` · ${t('search.finished')}` : ''}
        </Text>
        {item.highlight_content && (
          <Text size="sm" c="dimmed" lineClamp={compact ? 1 : 2} className={classes.snippet}>
            <Highlight html={item.highlight_content} />
          </Text>
        )}
      </Stack>
    </Group>
  );
}
