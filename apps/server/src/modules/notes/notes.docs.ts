import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { ServerMessage } from '@tandem/contract';
import { LIMITS } from '@tandem/contract';
import type { Db } from '../../db/client.ts';
import { createInstanceChannel } from '../../realtime/channel.ts';
import type {
  DocClientMessage,
  SocketExtension,
  SocketPeer,
} from '../../realtime/socket-extensions.ts';
import { appendDocUpdate, findDocUpdate, foldDocUpdates, loadDoc } from './notes.repo.ts';
import type { NotesService } from './notes.service.ts';

/** How long a peer's right to read and edit a note is trusted before it is checked again. */
const ACCESS_CHECK_MS = 15_000;
/** Updates kept one by one before they are folded into the note's stored state. */
export const FOLD_AFTER_UPDATES = 100;

interface Member {
  peer: SocketPeer;
  editable: boolean;
  checkedAt: number;
}

type OtherInstance =
  | { kind: 'update'; id: number }
  | { kind: 'awareness'; note: number; update: string }
  | { kind: 'reset'; note: number; generation: number };

const encode = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const decode = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const docName = (noteId: number) => `note.${noteId}`;

/** Whether bytes are a Yjs update that a document can take (garbage never reaches the store). */
function validUpdate(bytes: Uint8Array): boolean {
  try {
    Y.decodeUpdate(bytes);
    Y.applyUpdate(new Y.Doc({ gc: false }), bytes);
    return true;
  } catch {
    return false;
  }
}

/** A note's shared document as one update: its folded state and the updates after it. */
export function mergeDoc(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 0) return Y.encodeStateAsUpdate(new Y.Doc());
  return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
}

/**
 * Co-editing of notes over the app's WebSocket. Nothing is held in memory but who has which note
 * open: each update is stored as it comes (so a crash loses nothing that was acknowledged) and
 * sent to the others who have the note open, on this instance directly and on the other
 * instances of a PostgreSQL deployment through LISTEN/NOTIFY. Joining sends what the joiner
 * misses, computed from the stored updates; every `FOLD_AFTER_UPDATES` updates are folded into
 * one. Presence (cursors, names) is relayed, never stored.
 */
export function createNoteDocs(deps: {
  db: Db;
  notes: Pick<NotesService, 'docAccess'>;
  pool?: pg.Pool | undefined;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, log } = deps;
  const now = deps.now ?? Date.now;
  const rooms = new Map<number, Map<number, Member>>();
  const appended = new Map<number, number>();

  const channel = createInstanceChannel({
    pool: deps.pool,
    name: 'tandem_docs',
    log,
    onMessage: (payload) => void fromOtherInstance(payload as OtherInstance),
  });

  const denied = (peer: SocketPeer, noteId: number, message: string) =>
    peer.send({ type: 'doc_denied', doc: docName(noteId), message });

  /** Checks a member's access again when it was last checked too long ago; drops a lost one. */
  async function stillAllowed(noteId: number, member: Member): Promise<boolean> {
    if (now() - member.checkedAt < ACCESS_CHECK_MS) return true;
    const access = await deps.notes.docAccess(member.peer.userId, noteId);
    if (!access) {
      rooms.get(noteId)?.delete(member.peer.id);
      denied(member.peer, noteId, 'The note is not there any more, or you cannot see it.');
      return false;
    }
    member.editable = access.editable;
    member.checkedAt = now();
    return true;
  }

  function sendToRoom(noteId: number, message: ServerMessage, exceptPeerId?: number) {
    const room = rooms.get(noteId);
    if (!room) return;
    for (const member of [...room.values()]) {
      if (member.peer.id === exceptPeerId) continue;
      void stillAllowed(noteId, member)
        .then((allowed) => allowed && member.peer.send(message))
        .catch((error: unknown) => log.error({ err: error }, 'note delivery failed'));
    }
  }

  async function fromOtherInstance(message: OtherInstance) {
    try {
      if (message.kind === 'update') {
        const row = await findDocUpdate(db, message.id);
        if (!row || !rooms.has(row.noteId)) return;
        sendToRoom(row.noteId, {
          type: 'doc_update',
          doc: docName(row.noteId),
          generation: row.generation,
          update: encode(row.update),
        });
      } else if (message.kind === 'awareness') {
        sendToRoom(message.note, {
          type: 'doc_awareness',
          doc: docName(message.note),
          update: message.update,
        });
      } else {
        sendToRoom(message.note, {
          type: 'doc_reset',
          doc: docName(message.note),
          generation: message.generation,
        });
      }
    } catch (error) {
      log.error({ err: error }, 'note message from another instance failed');
    }
  }

  async function open(peer: SocketPeer, noteId: number, stateVector: string) {
    const access = await deps.notes.docAccess(peer.userId, noteId);
    if (!access) return denied(peer, noteId, 'The note is not there, or you cannot see it.');
    let vector: Uint8Array;
    try {
      vector = decode(stateVector);
      Y.decodeStateVector(vector);
    } catch {
      return peer.send({ type: 'error', message: 'The state vector is not valid.' });
    }
    // Joined before reading, so an update stored meanwhile reaches the joiner one way or both.
    const room = rooms.get(noteId) ?? new Map<number, Member>();
    rooms.set(noteId, room);
    room.set(peer.id, { peer, editable: access.editable, checkedAt: now() });
    const stored = await loadDoc(db, noteId);
    if (!stored) return denied(peer, noteId, 'The note is not there, or you cannot see it.');
    const merged = mergeDoc([
      ...(stored.state ? [stored.state] : []),
      ...stored.updates.map((u) => u.update),
    ]);
    peer.send({
      type: 'doc_state',
      doc: docName(noteId),
      generation: stored.generation,
      update: encode(Y.diffUpdate(merged, vector)),
      state_vector: encode(Y.encodeStateVectorFromUpdate(merged)),
      editable: access.editable,
    });
  }

  async function fold(noteId: number) {
    await db.transaction((tx) => foldDocUpdates(tx, noteId, mergeDoc));
  }

  async function update(peer: SocketPeer, noteId: number, generation: number, text: string) {
    const member = rooms.get(noteId)?.get(peer.id);
    if (!member) return denied(peer, noteId, 'Open the note before changing it.');
    if (!(await stillAllowed(noteId, member))) return;
    if (!member.editable) return denied(peer, noteId, 'You can read this note but not change it.');
    const bytes = decode(text);
    if (bytes.byteLength === 0 || !validUpdate(bytes))
      return peer.send({ type: 'error', message: 'The change of the note is not valid.' });
    const row = await appendDocUpdate(db, noteId, generation, bytes);
    if (!row) {
      // The document started over (a restore) or the note went to the trash.
      const access = await deps.notes.docAccess(peer.userId, noteId);
      if (!access) return denied(peer, noteId, 'The note is not there, or you cannot see it.');
      if (!access.editable) return denied(peer, noteId, 'The note cannot be changed now.');
      return peer.send({ type: 'doc_reset', doc: docName(noteId), generation: access.generation });
    }
    sendToRoom(
      noteId,
      { type: 'doc_update', doc: docName(noteId), generation, update: text },
      peer.id,
    );
    await channel.notify({ kind: 'update', id: row.id } satisfies OtherInstance);
    const count = (appended.get(noteId) ?? 0) + 1;
    appended.set(noteId, count % FOLD_AFTER_UPDATES);
    if (count >= FOLD_AFTER_UPDATES) await fold(noteId);
  }

  async function awareness(peer: SocketPeer, noteId: number, text: string) {
    if (!rooms.get(noteId)?.has(peer.id)) return;
    sendToRoom(noteId, { type: 'doc_awareness', doc: docName(noteId), update: text }, peer.id);
    if (text.length <= LIMITS.noteAwarenessMax)
      await channel.notify({
        kind: 'awareness',
        note: noteId,
        update: text,
      } satisfies OtherInstance);
  }

  function leave(peerId: number, noteId: number) {
    const room = rooms.get(noteId);
    if (!room) return;
    room.delete(peerId);
    if (room.size === 0) {
      rooms.delete(noteId);
      appended.delete(noteId);
    }
  }

  const extension: SocketExtension = {
    async handle(peer: SocketPeer, message: DocClientMessage) {
      const noteId = Number(message.doc.slice('note.'.length));
      switch (message.type) {
        case 'doc_open':
          return open(peer, noteId, message.state_vector);
        case 'doc_update':
          return update(peer, noteId, message.generation, message.update);
        case 'doc_awareness':
          return awareness(peer, noteId, message.update);
        case 'doc_close':
          return leave(peer.id, noteId);
      }
    },
    closed(peer: SocketPeer) {
      for (const noteId of [...rooms.keys()]) leave(peer.id, noteId);
    },
  };

  return {
    extension,
    start: () => channel.start(),
    stop: () => channel.stop(),
    /** Tells everyone who has the note open, on every instance, that its document started over. */
    async reset(noteId: number, generation: number) {
      sendToRoom(noteId, { type: 'doc_reset', doc: docName(noteId), generation });
      await channel.notify({ kind: 'reset', note: noteId, generation } satisfies OtherInstance);
    },
    /** Folds a note's waiting updates into its stored state now. */
    fold,
    openCount: () => [...rooms.values()].reduce((sum, room) => sum + room.size, 0),
  };
}

export type NoteDocs = ReturnType<typeof createNoteDocs>;
