import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { useUpdateNote } from '../api/notes.api.ts';

/** How long this tab's typing pauses before the content is saved. */
const SAVE_AFTER_MS = 1500;

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Saves a shared note's content (what readers, search and versions see) after this tab's editor
 * pauses. Only a tab that changed the note saves, and it saves everything it has by then, the
 * others' changes included (their own tabs save theirs). A save still waiting when the editor
 * closes, or the page goes away, is made at once.
 */
export function useNoteSaving(
  noteId: number,
  generation: number,
  onState?: (state: SaveState) => void,
) {
  const update = useUpdateNote(noteId);
  const [, setState] = useState<SaveState>('idle');
  const pending = useRef<{ html: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const live = useRef({ update, onState });
  useEffect(() => {
    live.current = { update, onState };
  });

  const report = (state: SaveState) => {
    setState(state);
    live.current.onState?.(state);
  };
  /** Takes the waiting save, if any, out of the queue. */
  const take = () => {
    const waiting = pending.current;
    if (!waiting) return null;
    clearTimeout(waiting.timer);
    pending.current = null;
    return waiting.html;
  };
  const flush = () => {
    const html = take();
    if (html === null) return;
    report('saving');
    live.current.update.mutate(
      { content: html, doc_generation: generation },
      { onSuccess: () => report('saved'), onError: () => report('failed') },
    );
  };

  useEffect(() => {
    // The page going away (closed, reloaded): the waiting save goes out anyway.
    const leave = () => {
      const html = take();
      if (html !== null)
        void call(
          ROUTES.notes.update,
          { query: { id: noteId }, body: { content: html, doc_generation: generation } },
          { keepalive: true },
        ).catch(() => {});
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Leaving the note in the app: made now (the request outlives the editor).
      const html = take();
      if (html !== null) live.current.update.mutate({ content: html, doc_generation: generation });
    };
  }, [noteId, generation]);

  return {
    changed(html: string, remote: boolean) {
      const waiting = pending.current;
      if (remote) {
        // Someone else's change: saved by their tab, and with this tab's waiting save.
        if (waiting) waiting.html = html;
        return;
      }
      if (waiting) clearTimeout(waiting.timer);
      pending.current = { html, timer: setTimeout(flush, SAVE_AFTER_MS) };
      report('pending');
    },
  };
}
