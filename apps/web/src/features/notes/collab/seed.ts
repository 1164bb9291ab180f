import * as Y from 'yjs';
import { getSchema } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import { DOMParser } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';

/**
 * The Yjs client id every tab seeds a note's shared document with. Seeding the same content with
 * the same id makes the same items, which Yjs takes once: two tabs that both find the document
 * empty and seed it from the stored content do not double it.
 */
const SEED_CLIENT_ID = 1;

/** The stored HTML of a note as an update that fills an empty shared document with it. */
export function seedUpdate(html: string, extensions: Extensions): Uint8Array {
  const schema = getSchema(extensions);
  const element = document.createElement('div');
  element.innerHTML = html;
  const node = DOMParser.fromSchema(schema).parse(element);
  const seed = new Y.Doc();
  seed.clientID = SEED_CLIENT_ID;
  prosemirrorToYXmlFragment(node, seed.getXmlFragment('default'));
  return Y.encodeStateAsUpdate(seed);
}
