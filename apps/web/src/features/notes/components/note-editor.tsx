import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Group, Loader, Text } from '@mantine/core';
import Collaboration from '@tiptap/extension-collaboration';
import { ySyncPluginKey } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { useTranslation } from 'react-i18next';
import type { Note } from '@tandem/contract';
import { RichTextInput } from '../../../components/rich-text/index.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { contentExtensions, mentionNode } from '../../../components/rich-text/schema.ts';
import { RealtimeContext } from '../../../lib/realtime/realtime-context.tsx';
import { noteKeys } from '../api/notes.api.ts';
import { collaborationCaret } from '../collab/caret.ts';
import { NoteDocSync } from '../collab/note-doc-sync.ts';
import type { SyncStatus } from '../collab/note-doc-sync.ts';
import { caretColorOf } from '../collab/presence.ts';
import { seedUpdate } from '../collab/seed.ts';
import { useNoteSaving } from './use-note-saving.ts';
import type { SaveState } from './use-note-saving.ts';

export interface NoteEditorProps {
  note: Note;
  me: { id: number; fullname: string };
  autoFocus?: boolean;
  /** The shared document, once joined (for showing who else is here). */
  onSync?: (sync: NoteDocSync | null) => void;
  onSaveState?: (state: SaveState) => void;
}

/**
 * A note edited together: joins the note's shared document (started over whenever the server
 * says an older version was restored), fills it from the stored content the first time anyone
 * opens it, and saves the content as people type. Until the document is joined the stored content
 * shows, read-only.
 */
export function NoteEditor(props: NoteEditorProps) {
  const queryClient = useQueryClient();
  // A new generation of the shared document comes with the note's content for it: the editor
  // starts over once the note is read again.
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: noteKeys.note(props.note.id) });
  return (
    <SharedNoteEditor
      key={`${props.note.id}:${props.note.doc_generation}`}
      {...props}
      onReset={reload}
    />
  );
}

function SharedNoteEditor(props: NoteEditorProps & { onReset: () => void }) {
  const { t } = useTranslation();
  const realtime = useContext(RealtimeContext);
  const [sync, setSync] = useState<NoteDocSync | null>(null);
  const [status, setStatus] = useState<{ status: SyncStatus; editable: boolean; ready: boolean }>({
    status: 'connecting',
    editable: false,
    ready: false,
  });
  // What the handlers read when they run: the stored content to fill an empty document with.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const save = useNoteSaving(props.note.id, props.note.doc_generation, props.onSaveState);

  useEffect(() => {
    if (!realtime) return;
    const joined = new NoteDocSync(realtime, `note.${props.note.id}`, {
      onStatus: (next, editable) => setStatus((s) => ({ ...s, status: next, editable })),
      onReset: () => latest.current.onReset(),
      onFirstSync: (empty, generation) => {
        // The content at hand is of another generation (a restore happened): read the note
        // again, which starts this editor over, rather than fill the document with old text.
        if (generation !== latest.current.note.doc_generation) {
          latest.current.onReset();
          return;
        }
        const content = latest.current.note.content;
        if (empty && content !== '')
          Y.applyUpdate(
            joined.doc,
            seedUpdate(content, [...contentExtensions({ shared: true }), mentionNode()]),
          );
        setStatus((s) => ({ ...s, ready: true }));
      },
    });
    const { me } = latest.current;
    joined.awareness.setLocalStateField('user', {
      id: me.id,
      name: me.fullname,
      color: caretColorOf(me.id),
    });
    joined.start();
    // The joined document lives as long as this effect, which is the one that leaves it.

    setSync(joined);
    latest.current.onSync?.(joined);
    return () => {
      latest.current.onSync?.(null);
      joined.stop();
    };
  }, [realtime, props.note.id]);

  const collaboration = useMemo(
    () =>
      sync && {
        extensions: [
          Collaboration.configure({ document: sync.doc }),
          collaborationCaret(sync.awareness),
        ],
        isRemote: (meta: (key: unknown) => unknown) =>
          (meta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin ===
          true,
      },
    [sync],
  );

  if (status.status === 'denied')
    return (
      <Alert color="orange" role="alert">
        {t('notes.docDenied')}
      </Alert>
    );
  if (!collaboration || !status.ready)
    return (
      <div>
        <Group gap="xs" mb="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('notes.connecting')}
          </Text>
        </Group>
        <RichTextView html={props.note.content} />
      </div>
    );
  return (
    <RichTextInput
      initialContent=""
      label={t('notes.content')}
      placeholder={t('notes.placeholder')}
      collaboration={collaboration}
      editable={status.editable && props.note.date_deleted === null}
      autoFocus={props.autoFocus}
      onChange={(html, _empty, remote) => save.changed(html, remote)}
    />
  );
}
