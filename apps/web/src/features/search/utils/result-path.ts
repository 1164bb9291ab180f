import type { SearchResultItem } from '@tandem/contract';

/** Where a result opens: the task, note, file, link, task list or project it is, or is on. */
export function resultPath(item: SearchResultItem): string {
  switch (item.type) {
    case 'task':
      return `/task/${item.id}`;
    case 'task_comment':
      return item.task ? `/task/${item.task.id}` : `/project/${item.project.id}`;
    case 'note':
    case 'note_comment':
      return item.note ? `/note/${item.note.id}` : `/project/${item.project.id}/notes`;
    case 'file':
    case 'file_comment':
      return item.file ? `/file/${item.file.uuid}` : `/project/${item.project.id}/files`;
    case 'project_link':
    case 'project_link_comment':
      return item.link ? `/project-link/${item.link.uuid}` : `/project/${item.project.id}`;
    case 'tasklist':
      return `/tasklist/${item.id}`;
    case 'project':
      return `/project/${item.project.id}`;
  }
}
