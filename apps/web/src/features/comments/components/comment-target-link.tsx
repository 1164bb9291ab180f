import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { TaskComment } from '@tandem/contract';

/** Where a comment's thread is: its task, its task list's page, or the project's discussion. */
export function commentTargetPath(comment: TaskComment): string {
  const { target, project } = comment;
  if (target.type === 'task') return `/task/${target.id}#comment-${comment.id}`;
  if (target.type === 'tasklist') return `/tasklist/${target.id}#comment-${comment.id}`;
  if (target.type === 'link') return `/project/${project.id}/docs-and-files#link-${target.id}`;
  return `/project/${project.id}/discussions#comment-${comment.id}`;
}

/** A link to what a comment is on, by its name. */
export function CommentTargetLink({ comment }: { comment: TaskComment }) {
  return (
    <Anchor component={Link} to={commentTargetPath(comment)} size="sm" fw={600}>
      {comment.target.name}
    </Anchor>
  );
}
