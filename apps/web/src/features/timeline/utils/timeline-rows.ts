import type { TimelineData, TimelineTask } from '@tandem/contract';

/** A row of the timeline: a group's heading (a task list, or a project on the global one) or a task. */
export type TimelineRow =
  | { kind: 'group'; key: string; id: number; name: string; count: number; collapsed: boolean }
  | { kind: 'task'; key: string; task: TimelineTask };

/**
 * The rows in order: each group's heading, then its tasks (dated ones by start, then the undated),
 * unless the group is collapsed. Groups are the task lists of a project's timeline, or the
 * projects of the global one.
 */
export function timelineRows(
  data: TimelineData,
  groupBy: 'tasklist' | 'project',
  collapsed: ReadonlySet<string>,
  showFinished: boolean,
): TimelineRow[] {
  const groups =
    groupBy === 'tasklist'
      ? data.tasklists.map((l) => ({ id: l.id, name: l.name }))
      : data.projects.map((p) => ({ id: p.id, name: p.name }));
  const byGroup = new Map<number, TimelineTask[]>();
  for (const task of data.tasks) {
    if (!showFinished && task.state_id !== 1) continue;
    const id = groupBy === 'tasklist' ? task.tasklist_id : task.project_id;
    const list = byGroup.get(id) ?? [];
    list.push(task);
    byGroup.set(id, list);
  }
  const rows: TimelineRow[] = [];
  for (const group of groups) {
    const tasks = byGroup.get(group.id) ?? [];
    const key = `${groupBy}-${group.id}`;
    const isCollapsed = collapsed.has(key);
    rows.push({ kind: 'group', key, ...group, count: tasks.length, collapsed: isCollapsed });
    if (isCollapsed) continue;
    const start = (t: TimelineTask) => t.due_date ?? t.due_date_end ?? '\uffff';
    for (const task of [...tasks].sort((a, b) =>
      start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0,
    ))
      rows.push({ kind: 'task', key: `task-${task.id}`, task });
  }
  return rows;
}
