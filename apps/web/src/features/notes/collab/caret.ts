import type { Plugin } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';

/**
 * The carets and selections of the others editing the same note, each in their colour with their
 * name, from the shared document's presence.
 */
export const collaborationCaret = (awareness: Awareness) =>
  Extension.create({
    name: 'collaborationCaret',
    addProseMirrorPlugins: () => [yCursorPlugin(awareness) as Plugin],
  });
