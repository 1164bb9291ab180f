import { randomBytes } from 'node:crypto';
import type { PublicLink, PublicTask } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract';
import type { Core } from '../../core.ts';
import type { UserActor } from '../../http/actor.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import { createRateLimiter } from '../auth/index.ts';
import { formatDueDate, loadEditableTask, loadTask } from '../tasks/index.ts';
import type { PublicLinkRow } from './public-links.repo.ts';
import {
  findLinkByToken,
  findTaskLink,
  insertLink,
  listLinksOf,
  readPublicTask,
  revokeLink,
} from './public-links.repo.ts';

type Deps = Pick<Core, 'db' | 'transact' | 'clock' | 'config'>;

/** Misses one address may make in a minute before it waits: tokens cannot be guessed by trying. */
const MISSES_PER_MINUTE = 30;
const GONE = 'This link does not work: it never did, or it was stopped.';

/** The address people open: the public view with the token. */
const viewUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/public/shared-link-view?token=${token}`;

/**
 * Public links: a task shared read-only with anyone who has its link, made and stopped by those
 * who edit the task; the public view, which guessing cannot reach (unguessable tokens, misses
 * rate limited per address).
 */
export function createPublicLinksService(deps: Deps) {
  const { db } = deps;
  const limiter = createRateLimiter({ db, clock: deps.clock, windowSeconds: 60 });

  const present = (row: PublicLinkRow): PublicLink => ({
    token: row.token,
    url: viewUrl(deps.config.PUBLIC_URL, row.token),
    date_add: row.dateAdd.toISOString(),
    created_by: { id: row.createdById, fullname: row.creatorName },
    target: {
      type: 'task',
      id: row.taskId!,
      name: row.taskName,
      project: { id: row.projectId, name: row.projectName },
    },
  });

  return {
    async shareTask(actor: UserActor, taskId: number) {
      const { task } = await loadEditableTask(db, actor.id, taskId);
      const existing = await findTaskLink(db, task.id);
      if (existing) return present(existing);
      await insertLink(db, {
        token: randomBytes(32).toString('base64url'),
        target: 'task',
        projectId: task.projectId,
        taskId: task.id,
        createdById: actor.id,
        dateAdd: deps.clock.now(),
      });
      // Two people sharing at once share the one link that won.
      return present((await findTaskLink(db, task.id))!);
    },

    async ofTask(actor: UserActor, taskId: number) {
      const { task } = await loadTask(db, actor.id, taskId);
      const link = await findTaskLink(db, task.id);
      return link ? present(link) : null;
    },

    async mine(actor: UserActor) {
      return (await listLinksOf(db, actor.id)).map(present);
    },

    async revoke(actor: UserActor, token: string) {
      const link = await findLinkByToken(db, token);
      if (!link || link.dateRevoked !== null) throw notFound('The link');
      if (link.createdById !== actor.id) {
        // Others stop it by the right to edit the task (404 when they do not see it).
        await loadTask(db, actor.id, link.taskId!).catch(() => {
          throw notFound('The link');
        });
        await loadEditableTask(db, actor.id, link.taskId!).catch(() => {
          throw forbidden('You cannot stop this link.');
        });
      }
      await revokeLink(db, link.id, deps.clock.now());
      return { ok: true as const };
    },

    /** The shared item for anyone with the link; a task in the trash shows nothing. */
    async view(token: string, address: string): Promise<{ type: 'task'; task: PublicTask }> {
      const link = await findLinkByToken(db, token);
      if (!link || link.dateRevoked !== null) {
        await limiter.hit([{ key: `public-link:${address}`, limit: MISSES_PER_MINUTE }]);
        throw notFound('The shared item');
      }
      const shown = await readPublicTask(db, link.taskId!);
      if (!shown || shown.task.dateDeleted !== null) throw conflict(GONE);
      const { task } = shown;
      return {
        type: 'task',
        task: {
          name: task.name,
          description: task.description,
          finished: task.stateId === TASK_STATE.finished,
          due_date: formatDueDate(task.dueDate, task.dueDateHasTime),
          due_date_end: formatDueDate(task.dueDateEnd, task.dueDateEndHasTime),
          project_name: shown.projectName,
          tasklist_name: shown.tasklistName,
          subtasks: shown.subtasks.map((s) => ({
            name: s.name,
            finished: s.stateId === TASK_STATE.finished,
          })),
        },
      };
    },
  };
}

export type PublicLinksService = ReturnType<typeof createPublicLinksService>;
