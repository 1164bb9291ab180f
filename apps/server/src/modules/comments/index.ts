import type { TandemModule } from '../../core.ts';
import { commentsPart } from './comments.part.ts';
import { registerCommentRoutes } from './comments.routes.ts';
import { createCommentsService } from './comments.service.ts';

/**
 * Comments on tasks: the thread, edits with their history, deletion, emoji reactions, mentions
 * and per-person read marks; the task's `count_comments` and `has_unread_comments`.
 */
export const commentsModule: TandemModule = {
  name: 'comments',
  register(core) {
    core.taskParts.add(commentsPart);
    registerCommentRoutes(core.app, createCommentsService(core));
  },
};

// The doors: what other modules may use of this module.
export { createCommentTargetRegistry, loadVisibleComment } from './comment-targets.ts';
export type { CommentTargetRegistry, TargetFacts } from './comment-targets.ts';
export type { Target as CommentTarget } from './comment-targets.ts';
