import type { ClientMessage, ServerMessage } from '@tandem/contract';

/** One open WebSocket as an extension sees it: whose it is, and how to send on it. */
export interface SocketPeer {
  /** Unique among this instance's connections. */
  readonly id: number;
  readonly userId: number;
  send(message: ServerMessage): void;
}

/** The client messages an extension takes, by their `type` prefix. */
export type DocClientMessage = Extract<ClientMessage, { type: `doc_${string}` }>;

/**
 * A module's part of the one WebSocket: it handles the messages of its kind (co-editing a
 * document) and lets a peer go when its socket closes.
 */
export interface SocketExtension {
  handle(peer: SocketPeer, message: DocClientMessage): Promise<void>;
  closed(peer: SocketPeer): void;
}

export interface SocketExtensions {
  use(extension: SocketExtension): void;
  handle(peer: SocketPeer, message: DocClientMessage): Promise<void>;
  closed(peer: SocketPeer): void;
}

export const isDocMessage = (message: ClientMessage): message is DocClientMessage =>
  message.type.startsWith('doc_');

/** The extensions modules register while they start; the socket hands them their messages. */
export function createSocketExtensions(): SocketExtensions {
  const extensions: SocketExtension[] = [];
  return {
    use: (extension) => void extensions.push(extension),
    async handle(peer, message) {
      if (extensions.length === 0) {
        peer.send({ type: 'error', message: 'Co-editing is not available on this server.' });
        return;
      }
      for (const extension of extensions) await extension.handle(peer, message);
    },
    closed(peer) {
      for (const extension of extensions) extension.closed(peer);
    },
  };
}
