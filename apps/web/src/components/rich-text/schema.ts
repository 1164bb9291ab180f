import { Link } from '@mantine/tiptap';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Mention from '@tiptap/extension-mention';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeLink } from '../../lib/safe-link.ts';

/**
 * What rich text is made of (nodes and marks), the same for the editor and for whatever reads
 * its content without one (filling a shared note from its stored HTML). A shared document keeps
 * its own history of changes, so the editor's own undo is left out there.
 */
export function contentExtensions(options: { shared: boolean }): Extensions {
  return [
    StarterKit.configure({
      link: false,
      underline: false,
      ...(options.shared ? { undoRedo: false } : {}),
    }),
    Link.configure({
      openOnClick: false,
      protocols: ['https', 'mailto', 'tel'],
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeLink(url),
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
  ];
}

/** The node of an `@` mention, as the schema knows it (the editor adds its suggestions). */
export const mentionNode = () => Mention.configure({ HTMLAttributes: { class: 'mention' } });
