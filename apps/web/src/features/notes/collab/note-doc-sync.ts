import * as Y from 'yjs';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import type {
  DocChannel,
  DocServerMessage,
  RealtimeClient,
} from '../../../lib/realtime/realtime-client.ts';

/** Where a shared note stands for this tab. */
export type SyncStatus = 'connecting' | 'synced' | 'denied';

const REMOTE = 'remote';

export const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};
export const fromBase64 = (text: string): Uint8Array =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

interface Callbacks {
  onStatus(status: SyncStatus, editable: boolean): void;
  /** The document started over on the server (an older version was restored). */
  onReset(generation: number): void;
  /** Synced for the first time: the document's generation, and whether it is still empty. */
  onFirstSync(empty: boolean, generation: number): void;
}

/**
 * One tab's copy of a note's shared document, kept in step with the server over the app's
 * WebSocket: on (re)connecting it sends what it has (a state vector) and gets what it misses,
 * then sends back what the server misses (changes made offline); afterwards every local change
 * goes out as it happens and every remote one comes in. Presence (who is here, their cursor) is
 * the Yjs awareness, relayed by the server.
 */
export class NoteDocSync {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  private channel: DocChannel | null = null;
  private generation = 0;
  private synced = false;
  private firstSyncDone = false;
  private editable = false;

  constructor(
    private readonly realtime: RealtimeClient,
    readonly name: string,
    private readonly callbacks: Callbacks,
  ) {
    this.doc.on('update', this.onLocalUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
  }

  start(): void {
    this.channel = this.realtime.joinDoc(this.name, {
      onConnected: () => this.join(),
      onMessage: (message) => this.receive(message),
    });
  }

  /** Leaves: tells the others this person is gone, and stops. */
  stop(): void {
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'leave');
    this.channel?.leave();
    this.channel = null;
    this.doc.off('update', this.onLocalUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.destroy();
    this.doc.destroy();
  }

  private join(): void {
    this.synced = false;
    this.callbacks.onStatus('connecting', this.editable);
    this.channel?.send({
      type: 'doc_open',
      doc: this.name,
      state_vector: toBase64(Y.encodeStateVector(this.doc)),
    });
  }

  private receive(message: DocServerMessage): void {
    switch (message.type) {
      case 'doc_state': {
        this.generation = message.generation;
        this.editable = message.editable;
        Y.applyUpdate(this.doc, fromBase64(message.update), REMOTE);
        // What this tab has that the server does not (typed while the connection was down).
        const missing = Y.encodeStateAsUpdate(this.doc, fromBase64(message.state_vector));
        this.synced = true;
        if (this.editable && !isEmptyUpdate(missing)) this.sendUpdate(missing);
        this.sendAwareness([this.doc.clientID]);
        this.callbacks.onStatus('synced', this.editable);
        if (!this.firstSyncDone) {
          this.firstSyncDone = true;
          this.callbacks.onFirstSync(
            this.doc.getXmlFragment('default').length === 0,
            message.generation,
          );
        }
        return;
      }
      case 'doc_update':
        if (message.generation === this.generation || this.generation === 0)
          Y.applyUpdate(this.doc, fromBase64(message.update), REMOTE);
        return;
      case 'doc_awareness':
        applyAwarenessUpdate(this.awareness, fromBase64(message.update), REMOTE);
        return;
      case 'doc_reset':
        if (message.generation !== this.generation) this.callbacks.onReset(message.generation);
        return;
      case 'doc_denied':
        this.editable = false;
        this.callbacks.onStatus('denied', false);
        return;
    }
  }

  private readonly onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    // Before the first answer, local changes wait: the answer's difference carries them.
    if (origin === REMOTE || !this.synced || !this.editable) return;
    this.sendUpdate(update);
  };

  private sendUpdate(update: Uint8Array) {
    this.channel?.send({
      type: 'doc_update',
      doc: this.name,
      generation: this.generation,
      update: toBase64(update),
    });
  }

  private readonly onAwarenessUpdate = (
    changes: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    // Someone new is here: they learn of this tab now, not at its next move.
    if (origin === REMOTE) {
      if (changes.added.length > 0) this.sendAwareness([this.doc.clientID]);
      return;
    }
    this.sendAwareness([...changes.added, ...changes.updated, ...changes.removed]);
  };

  private sendAwareness(clients: number[]) {
    if (!this.synced) return;
    this.channel?.send({
      type: 'doc_awareness',
      doc: this.name,
      update: toBase64(encodeAwarenessUpdate(this.awareness, clients)),
    });
  }
}

/** An update that changes nothing (no structs, no deletions). */
function isEmptyUpdate(update: Uint8Array): boolean {
  const decoded = Y.decodeUpdate(update);
  return decoded.structs.length === 0 && decoded.ds.clients.size === 0;
}
