import { useEffect, useRef } from 'react';
import { ActionIcon, Box, Button, Group, Paper, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'createLink';

const TOOLS: Array<{ command: Command; label: string; glyph: string }> = [
  { command: 'bold', label: 'taskDetail.editor.bold', glyph: 'B' },
  { command: 'italic', label: 'taskDetail.editor.italic', glyph: 'I' },
  { command: 'insertUnorderedList', label: 'taskDetail.editor.bullets', glyph: '•' },
  { command: 'insertOrderedList', label: 'taskDetail.editor.numbers', glyph: '1.' },
  { command: 'createLink', label: 'taskDetail.editor.link', glyph: '🔗' },
];

/** Whether rich text has anything a reader would see. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<br\s*\/?>/gi, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<(img|hr)/i.test(html)
  );
}

/**
 * A small rich-text editor: bold, italic, lists and links, with the browser's own shortcuts
 * (Ctrl+B, Ctrl+I). Ctrl+Enter saves, Escape cancels. What it produces is sanitized by the server.
 */
export function DescriptionEditor(props: {
  initialHtml: string;
  pending: boolean;
  onSave: (html: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { initialHtml } = props;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The server's sanitized HTML is the editor's starting content.
    element.innerHTML = initialHtml;
    element.focus();
  }, [initialHtml]);

  const save = () => {
    const html = ref.current?.innerHTML ?? '';
    props.onSave(isBlankHtml(html) ? '' : html);
  };
  const run = (command: Command) => {
    ref.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(t('taskDetail.editor.linkPrompt'), 'https://');
      if (url && /^(https?:|mailto:)/i.test(url)) document.execCommand('createLink', false, url);
      return;
    }
    document.execCommand(command);
  };

  return (
    <Paper withBorder p="xs">
      <Group gap={4} mb="xs" role="toolbar" aria-label={t('taskDetail.editor.toolbar')}>
        {TOOLS.map((tool) => (
          <Tooltip key={tool.command} label={t(tool.label)} withinPortal={false}>
            <ActionIcon
              variant="subtle"
              aria-label={t(tool.label)}
              // Keep the selection in the editor while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(tool.command)}
            >
              <span aria-hidden>{tool.glyph}</span>
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Box
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline
        aria-label={t('taskDetail.description')}
        data-testid="description-editor"
        className="task-description"
        style={{ minHeight: 120, outline: 'none', overflowWrap: 'anywhere' }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          }
        }}
      />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" size="xs" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="xs" loading={props.pending} onClick={save}>
          {t('common.save')}
        </Button>
      </Group>
    </Paper>
  );
}
