import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSafeLink } from '../../lib/safe-link.ts';

/**
 * The toolbar's link control: the address is checked before it becomes a link (https, mailto
 * with a valid address, tel); anything else stays in the field with "Invalid value". An empty
 * address removes the link.
 */
export function SafeLinkControl() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);

  const open = () => {
    const current: unknown = editor?.getAttributes('link').href;
    setAddress(typeof current === 'string' ? current : '');
    setInvalid(false);
    setOpened(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (!editor) return;
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!isSafeLink(value)) {
      setInvalid(true);
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    }
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withinPortal>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={open}
          aria-label={t('editor.link')}
          title={t('editor.link')}
          active={editor?.isActive('link') ?? false}
        >
          <IconLink size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save} noValidate>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              size="xs"
              label={t('editor.linkAddress')}
              placeholder="https://…"
              value={address}
              error={invalid ? t('editor.invalidValue') : null}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setInvalid(false);
              }}
            />
            <Button size="xs" type="submit">
              {t('common.save')}
            </Button>
          </Group>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
