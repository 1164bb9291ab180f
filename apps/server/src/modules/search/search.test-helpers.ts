import type { SearchResponse } from '@tandem/contract';
import type { Client } from '../../test/harness.ts';
import { createProject } from '../../test/harness.ts';
import { upload } from '../../test/file-helpers.ts';

/** Runs a search as the client and answers the response. */
export const search = (client: Client, body: Record<string, unknown>, quick = false) =>
  client.post(quick ? '/api/elasticsearch/quick-search' : '/api/elasticsearch/search', body);

/** The found items of a search that must succeed. */
export async function found(client: Client, body: Record<string, unknown>) {
  const res = await search(client, body);
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.body}`);
  return res.json<SearchResponse>();
}

/** What the items are, as `type:name`. */
export const namesOf = (response: SearchResponse) =>
  response.items.map((item) => `${item.type}:${item.name}`);

async function made<T>(promise: Promise<{ statusCode: number; body: string; json(): T }>) {
  const res = await promise;
  if (res.statusCode >= 300) throw new Error(`setup failed: ${res.body}`);
  return res.json();
}

/**
 * A project with one thing of each of the ten kinds, each carrying the given word (with the
 * kind's name after it, so each is found alone too), in a task list named after the word.
 */
export async function projectWithEverything(owner: Client, word: string) {
  const project = await createProject(owner, `${word} project`);
  const pid = project.id;
  const { tasklist } = await made<{ tasklist: { id: number } }>(
    owner.post(`/api/tasklists/create?pid=${pid}`, { name: `${word} tasklist` }),
  );
  const { task } = await made<{ task: { id: number; uuid: string } }>(
    owner.post(`/api/tasks/create?tlid=${tasklist.id}`, { name: `${word} task` }),
  );
  await made(
    owner.post(`/api/task-comments/create?tid=${task.id}`, {
      content: `<p>${word} taskcomment</p>`,
    }),
  );
  const { note } = await made<{ note: { id: number } }>(
    owner.post(`/api/notes/create?pid=${pid}`, {
      name: `${word} note`,
      content: `<p>Body of the ${word} note</p>`,
      tasklist_id: tasklist.id,
    }),
  );
  await made(
    owner.post(`/api/note-comments/create?nid=${note.id}`, {
      content: `<p>${word} notecomment</p>`,
    }),
  );
  const file = (
    await made<{ file: { id: number } }>(
      upload(owner, { tid: task.id }, `${word}-file.txt`, Buffer.from('some text')),
    )
  ).file;
  await made(
    owner.post(`/api/file-comments/create?fid=${file.id}`, {
      content: `<p>${word} filecomment</p>`,
    }),
  );
  const { link } = await made<{ link: { id: number } }>(
    owner.post(`/api/project-links/create?pid=${pid}`, {
      name: `${word} link`,
      url: 'https://example.com/docs',
    }),
  );
  await made(
    owner.post(`/api/link-comments/create?lid=${link.id}`, {
      content: `<p>${word} linkcomment</p>`,
    }),
  );
  return { project, tasklist, task, note, file, link };
}
