import '@mantine/tiptap/styles.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { RichTextEditor } from '@mantine/tiptap';
import { Placeholder } from '@tiptap/extensions';
import { ReactRenderer, useEditor } from '@tiptap/react';
import type { Extensions } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { contentExtensions, mentionNode } from './schema.ts';
import type { Mentionable, MentionListHandle } from './mention-list.tsx';
import { MentionList } from './mention-list.tsx';
import { SafeLinkControl } from './safe-link-control.tsx';

export interface RichTextEditorProps {
  /** The HTML the editor starts with (the server's sanitized text, or empty). */
  initialContent: string;
  /** The editor's name for assistive technology. */
  label: string;
  placeholder?: string;
  /** People `@` offers; none means mentions are not offered. */
  mentionables?: readonly Mentionable[];
  autoFocus?: boolean;
  /**
   * The HTML after every change, whether nothing readable is in it, and whether the change came
   * from someone else editing the same shared document.
   */
  onChange?: (html: string, empty: boolean, remote: boolean) => void;
  /** Ctrl+Enter (Cmd+Enter). */
  onSubmit?: () => void;
  /** Escape, when no mention list is open. */
  onCancel?: () => void;
  /**
   * Files pasted or dropped into the editor; without it they are refused with a message (where
   * the text cannot carry files).
   */
  onFiles?: (files: File[]) => void;
  /**
   * Edit a shared document with others (a note): the content is the document's, changes travel
   * through it, and the others' carets show. `initialContent` is then ignored.
   */
  collaboration?: Collaborating;
  /** False shows the content without letting it change (a reader of a shared note). */
  editable?: boolean;
}

/** A shared document being edited, as the editor binds to it. */
export interface Collaborating {
  extensions: Extensions;
  /** Whether a change came from the shared document (someone else), not from this editor. */
  isRemote: (meta: (key: unknown) => unknown) => boolean;
}

const MENTIONS_SHOWN = 8;

/** The editor's view of the component, for handlers that run later. */
interface Live {
  props: RichTextEditorProps;
  mentionOpen: boolean;
}

/** Whether a name or mention key starts, or has a word that starts, with the query. */
function matches(person: Mentionable, query: string): boolean {
  const q = query.toLowerCase();
  if (q === '') return true;
  const words = [...person.fullname.toLowerCase().split(/\s+/), person.mention_key?.toLowerCase()];
  return words.some((word) => word?.startsWith(q));
}

/**
 * `@` mentions: the people offered come from the latest props; the list is a small popup under
 * the caret, moved with the keyboard. `open` tells the editor's Escape handling whether it is up.
 */
function mentionExtension(live: Live, empty: string) {
  return mentionNode().configure({
    suggestion: {
      char: '@',
      items: ({ query }) =>
        (live.props.mentionables ?? [])
          .filter((person) => matches(person, query))
          .slice(0, MENTIONS_SHOWN),
      render: () => {
        let renderer: ReactRenderer<MentionListHandle> | null = null;
        const place = (rect: DOMRect | null | undefined) => {
          const element = renderer?.element;
          if (!element || !rect) return;
          // Under the caret, or above it when the window has no room below.
          const height = element.offsetHeight;
          const below = rect.bottom + 4 + height <= window.innerHeight;
          Object.assign(element.style, {
            position: 'fixed',
            left: `${Math.max(4, Math.min(rect.left, window.innerWidth - element.offsetWidth - 4))}px`,
            top: `${below ? rect.bottom + 4 : Math.max(4, rect.top - height - 4)}px`,
            zIndex: '400',
          });
        };
        return {
          onStart: (suggestion) => {
            live.mentionOpen = true;
            renderer = new ReactRenderer(MentionList, {
              editor: suggestion.editor,
              props: { ...suggestion, empty: empty },
            });
            document.body.appendChild(renderer.element);
            place(suggestion.clientRect?.());
          },
          onUpdate: (suggestion) => {
            renderer?.updateProps({ ...suggestion, empty: empty });
            place(suggestion.clientRect?.());
          },
          onKeyDown: ({ event }) => {
            if (event.key === 'Escape') {
              renderer?.destroy();
              renderer?.element.remove();
              renderer = null;
              live.mentionOpen = false;
              return true;
            }
            return renderer?.ref?.onKeyDown(event) ?? false;
          },
          onExit: () => {
            renderer?.destroy();
            renderer?.element.remove();
            renderer = null;
            live.mentionOpen = false;
          },
        };
      },
    },
  });
}

/**
 * The one rich-text editor of the app (descriptions, comments, notes): bold, italic, strike,
 * inline code, headings, lists and check lists, quotes, code blocks, links (https, mailto and
 * tel only) and `@` mentions. Pasted and dropped files go to `onFiles` (a comment attaches them),
 * or are refused with a message where they cannot go. What it produces is sanitized again by the
 * server.
 */
export default function RichTextInput(props: RichTextEditorProps) {
  const { t } = useTranslation();
  // What the editor's handlers read when they run: the latest props, and whether the mention
  // list is open. Made once; the editor is made once too.
  const liveRef = useRef<Live>({ props, mentionOpen: false });
  useLayoutEffect(() => {
    liveRef.current.props = props;
  });
  // The editor keeps this object and reads it in its event handlers, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const live = liveRef.current;

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      ...contentExtensions({ shared: props.collaboration !== undefined }),
      Placeholder.configure({ placeholder: props.placeholder ?? '' }),
      mentionExtension(live, t('editor.noOneToMention')),
      ...(props.collaboration?.extensions ?? []),
    ],
    ...(props.collaboration ? {} : { content: props.initialContent }),
    editable: props.editable ?? true,
    autofocus: props.autoFocus ? 'end' : false,
    editorProps: {
      attributes: { 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true' },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          live.props.onSubmit?.();
          return true;
        }
        if (event.key === 'Escape' && !live.mentionOpen && live.props.onCancel) {
          live.props.onCancel();
          return true;
        }
        return false;
      },
      handlePaste: (_view, event) => refuseFiles(event.clipboardData?.files),
      handleDrop: (_view, event) => refuseFiles(event.dataTransfer?.files),
    },
    onUpdate: ({ editor: changed, transaction }) =>
      live.props.onChange?.(
        changed.getHTML(),
        changed.getText().trim() === '',
        live.props.collaboration?.isRemote((key) => transaction.getMeta(key as never)) ?? false,
      ),
  });

  function refuseFiles(files: FileList | undefined): boolean {
    if (!files || files.length === 0) return false;
    if (live.props.onFiles) live.props.onFiles([...files]);
    else notifications.show({ color: 'orange', message: t('editor.filesNotYet') });
    return true;
  }

  const editable = props.editable ?? true;
  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    strikeControlLabel: t('editor.strike'),
    codeControlLabel: t('editor.code'),
    h2ControlLabel: t('editor.heading', { level: 2 }),
    h3ControlLabel: t('editor.heading', { level: 3 }),
    bulletListControlLabel: t('editor.bullets'),
    orderedListControlLabel: t('editor.numbers'),
    tasksControlLabel: t('editor.checklist'),
    blockquoteControlLabel: t('editor.quote'),
    codeBlockControlLabel: t('editor.codeBlock'),
    unlinkControlLabel: t('editor.unlink'),
  };
  return (
    <RichTextEditor editor={editor} variant="subtle" labels={labels}>
      {editable && (
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.TaskList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.CodeBlock />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <SafeLinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
