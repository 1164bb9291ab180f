import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tandem/contract';
import { RichTextInput } from '../../../../components/rich-text/index.tsx';

/**
 * The task's description in the app's rich-text editor. Ctrl+Enter saves, Escape cancels; an
 * empty editor clears the description. What it produces is sanitized by the server.
 */
export function DescriptionEditor(props: {
  initialHtml: string;
  pending: boolean;
  people: readonly Person[];
  onSave: (html: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ html: props.initialHtml, empty: props.initialHtml === '' });
  const save = () => props.onSave(draft.empty ? '' : draft.html);
  return (
    <Stack gap="xs" data-testid="description-editor">
      <RichTextInput
        initialContent={props.initialHtml}
        label={t('taskDetail.description')}
        mentionables={props.people}
        autoFocus
        onChange={(html, empty) => setDraft({ html, empty })}
        onSubmit={save}
        onCancel={props.onCancel}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="xs" loading={props.pending} onClick={save}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
