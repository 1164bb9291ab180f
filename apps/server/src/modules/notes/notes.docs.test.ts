import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { count, eq } from 'drizzle-orm';
import type { ServerMessage } from '@tandem/contract';
import { noteEndpoints as e, PROJECT_STATE } from '@tandem/contract';
import { noteDocUpdates } from '../../db/schema/notes.ts';
import type { TestApp } from '../../test/harness.ts';
import { addWorker, createProjectWithTask, createTestApp, signUp } from '../../test/harness.ts';
import { setProjectState } from '../../test/tasklist-helpers.ts';
import type { TestSocket } from '../../test/ws-client.ts';
import {
  listenForSockets,
  TestSocket as Socket,
  useRealtimeTestApp,
} from '../../test/ws-client.ts';
import { FOLD_AFTER_UPDATES } from './notes.docs.ts';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
const is =
  <T extends ServerMessage['type']>(type: T) =>
  (m: ServerMessage): m is Of<T> =>
    m.type === type;

/** A browser's side of a shared note: its Yjs document kept in step over a socket. */
class Editor {
  readonly doc = new Y.Doc();
  generation = 0;
  constructor(
    readonly socket: TestSocket,
    readonly name: string,
  ) {}

  async open(): Promise<Of<'doc_state'>> {
    this.socket.send({
      type: 'doc_open',
      doc: this.name,
      state_vector: b64(Y.encodeStateVector(this.doc)),
    });
    const state = (await this.socket.waitFor(
      (m) => m.type === 'doc_state' || m.type === 'doc_denied',
    )) as Of<'doc_state'>;
    if (state.type === 'doc_state') {
      Y.applyUpdate(this.doc, bytes(state.update));
      this.generation = state.generation;
    }
    return state;
  }

  /** Types text at the end and sends the change. */
  type(text: string) {
    const before = Y.encodeStateVector(this.doc);
    this.doc.getText('t').insert(this.doc.getText('t').length, text);
    this.socket.send({
      type: 'doc_update',
      doc: this.name,
      generation: this.generation || 1,
      update: b64(Y.encodeStateAsUpdate(this.doc, before)),
    });
  }

  /** Waits for the next change another editor made and takes it. */
  async receive() {
    const m = (await this.socket.waitFor(is('doc_update'))) as Of<'doc_update'>;
    Y.applyUpdate(this.doc, bytes(m.update));
  }

  text = () => this.doc.getText('t').toJSON();
}

describe('co-editing a note', () => {
  const rt = useRealtimeTestApp();

  async function setUp() {
    const owner = await signUp(rt.app, { fullname: 'Olga Owner' });
    const worker = await signUp(rt.app, { fullname: 'Walter Worker' });
    const { project } = await createProjectWithTask(owner.client);
    await addWorker(owner.client, project.id, worker.email);
    const note = (
      await owner.client.call(e.create, { query: { pid: project.id }, body: { name: 'Shared' } })
    ).body.note;
    return { owner, worker, project, note, doc: `note.${note.id}` };
  }

  it('carries each editor’s changes to the other and keeps them for who opens it later', async () => {
    const { owner, worker, doc } = await setUp();
    const a = new Editor(await rt.connect(owner.client.cookie), doc);
    const b = new Editor(await rt.connect(worker.client.cookie), doc);
    expect(await a.open()).toMatchObject({ type: 'doc_state', generation: 1, editable: true });
    await b.open();
    a.type('Hello ');
    b.type('world');
    await a.receive();
    await b.receive();
    expect(a.text()).toBe(b.text());
    expect(a.text()).toHaveLength('Hello world'.length);

    const c = new Editor(await rt.connect(worker.client.cookie), doc);
    await c.open();
    expect(c.text()).toBe(a.text());
  });

  it('answers an opener with only what it misses, and takes what the server misses', async () => {
    const { owner, doc } = await setUp();
    const a = new Editor(await rt.connect(owner.client.cookie), doc);
    await a.open();
    a.type('abc');
    await a.socket.roundTrip();
    // A second tab that already has the text gets an empty difference.
    const b = new Editor(await rt.connect(owner.client.cookie), doc);
    Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
    const state = await b.open();
    const diff = new Y.Doc();
    Y.applyUpdate(diff, bytes(state.update));
    expect(diff.getText('t').toJSON()).toBe('');
    expect(Y.decodeStateVector(bytes(state.state_vector)).size).toBe(1);
  });

  it('refuses who cannot see the note, garbage, and changes of a read-only reader', async () => {
    const { owner, project, doc } = await setUp();
    const stranger = await signUp(rt.app);
    const s = new Editor(await rt.connect(stranger.client.cookie), doc);
    expect(await s.open()).toMatchObject({ type: 'doc_denied', doc });
    s.type('nope');
    await s.socket.waitFor(is('doc_denied'));

    const a = new Editor(await rt.connect(owner.client.cookie), doc);
    await a.open();
    a.socket.send({
      type: 'doc_update',
      doc,
      generation: 1,
      update: b64(new Uint8Array([1, 2, 3])),
    });
    expect(await a.socket.waitFor(is('error'))).toMatchObject({
      message: 'The change of the note is not valid.',
    });
    a.socket.send({ type: 'doc_open', doc: 'note.x', state_vector: '' });
    expect(await a.socket.waitFor(is('error'))).toMatchObject({
      message: 'The message is not valid.',
    });
    const stored = await rt.database.db
      .select({ n: count() })
      .from(noteDocUpdates)
      .where(eq(noteDocUpdates.noteId, Number(doc.slice(5))));
    expect(stored[0]!.n).toBe(0);

    await setProjectState({ database: rt.database } as TestApp, project.id, PROJECT_STATE.archived);
    const r = new Editor(await rt.connect(owner.client.cookie), doc);
    expect(await r.open()).toMatchObject({ editable: false });
    r.type('late');
    expect(await r.socket.waitFor(is('doc_denied'))).toMatchObject({
      message: 'You can read this note but not change it.',
    });
  });

  it('starts over when an older version is restored', async () => {
    const { owner, worker, note, doc } = await setUp();
    const a = new Editor(await rt.connect(owner.client.cookie), doc);
    const b = new Editor(await rt.connect(worker.client.cookie), doc);
    await a.open();
    await b.open();
    const first = (await owner.client.call(e.history, { query: { id: note.id } })).body.history[0]!;
    a.type('soon replaced');
    await a.socket.roundTrip();
    await owner.client.call(e.restoreVersion, { query: { id: note.id, hid: first.id } });
    expect(await b.socket.waitFor(is('doc_reset'))).toMatchObject({ generation: 2 });
    // A change made on the old document is answered with the reset, not kept.
    b.type('stale');
    expect(await b.socket.waitFor(is('doc_reset'))).toMatchObject({ generation: 2 });
    const fresh = new Editor(await rt.connect(worker.client.cookie), doc);
    expect(await fresh.open()).toMatchObject({ generation: 2 });
    expect(fresh.text()).toBe('');
  });

  it('folds many updates into one stored state without losing any', async () => {
    const { owner, doc } = await setUp();
    const a = new Editor(await rt.connect(owner.client.cookie), doc);
    await a.open();
    for (let i = 0; i < FOLD_AFTER_UPDATES + 5; i += 1) a.type(String(i % 10));
    await a.socket.roundTrip();
    const waiting = await rt.database.db
      .select({ n: count() })
      .from(noteDocUpdates)
      .where(eq(noteDocUpdates.noteId, Number(doc.slice(5))));
    expect(waiting[0]!.n).toBe(5);
    const b = new Editor(await rt.connect(owner.client.cookie), doc);
    await b.open();
    expect(b.text()).toBe(a.text());
    expect(b.text()).toHaveLength(FOLD_AFTER_UPDATES + 5);
  });
});

/** Two app instances on one PostgreSQL database share the editors of a note. */
describe.runIf(Boolean(process.env.DATABASE_URL))('co-editing across instances', () => {
  let first: TestApp;
  let second: TestApp;
  const urls: string[] = [];
  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp();
    urls.push(await listenForSockets(first.app), await listenForSockets(second.app));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('carries changes and presence between editors connected to different instances', async () => {
    const owner = await signUp(first.app);
    const { project } = await createProjectWithTask(owner.client);
    const note = (
      await owner.client.call(e.create, { query: { pid: project.id }, body: { name: 'Both' } })
    ).body.note;
    const doc = `note.${note.id}`;
    const a = new Editor(await Socket.connect(urls[0]!, owner.client.cookie), doc);
    const b = new Editor(await Socket.connect(urls[1]!, owner.client.cookie), doc);
    try {
      await a.open();
      await b.open();
      a.type('across');
      const update = await b.socket.waitFor(is('doc_update'));
      Y.applyUpdate(b.doc, bytes((update as Of<'doc_update'>).update));
      expect(b.text()).toBe('across');
      a.socket.send({ type: 'doc_awareness', doc, update: b64(new Uint8Array([0])) });
      expect(await b.socket.waitFor(is('doc_awareness'))).toMatchObject({ update: 'AA==' });
    } finally {
      a.socket.close();
      b.socket.close();
    }
  });
});
