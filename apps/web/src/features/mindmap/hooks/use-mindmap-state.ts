import { useCallback, useMemo, useState } from 'react';
import { TASK_STATE } from '@tandem/contract/browser';
import { useProjectTasks, useTasklists } from '../../../lib/tasks/tasks.api.ts';
import { useMindmapChecks } from '../api/mindmap.api.ts';
import type { MindDraft, MindKind, MindNode } from '../utils/mindmap-tree.ts';
import { buildMindTree, openByDefault, visibleNodes } from '../utils/mindmap-tree.ts';

/** The project the mind map draws, as the page knows it. */
export interface MindmapProject {
  id: number;
  name: string;
  canCreateTasklist: boolean;
}

const kindOf = (id: string): MindKind =>
  id === 'p'
    ? 'project'
    : id.startsWith('l:')
      ? 'tasklist'
      : id.startsWith('t:')
        ? 'task'
        : 'subtask';

/**
 * The mind map's data and view state: the project's task lists and board (the queries the board
 * uses, kept live by the realtime layer), the subtasks of the open tasks, and what is selected,
 * open, being added or renamed.
 */
export function useMindmapState(project: MindmapProject) {
  const tasklists = useTasklists(project.id);
  const tasks = useProjectTasks(project.id);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const [showFinished, setShowFinished] = useState(false);
  const [selectedId, setSelectedId] = useState('p');
  const [draft, setDraft] = useState<MindDraft | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const taskList = useMemo(() => tasks.data ?? [], [tasks.data]);

  const isExpanded = useCallback(
    (id: string) => overrides[id] ?? openByDefault(kindOf(id), taskList.length),
    [overrides, taskList.length],
  );
  const checkIds = useMemo(
    () =>
      taskList
        .filter(
          (t) =>
            t.task_checks_summary.total > 0 &&
            (showFinished || t.state.id !== TASK_STATE.finished) &&
            isExpanded(`l:${t.tasklist.id}`) &&
            isExpanded(`t:${t.id}`),
        )
        .map((t) => t.id),
    [taskList, showFinished, isExpanded],
  );
  const checks = useMindmapChecks(checkIds);

  const root = useMemo(
    () =>
      buildMindTree({
        project,
        tasklists: tasklists.data ?? [],
        tasks: taskList,
        checks,
        showFinished,
        isExpanded,
        draft,
      }),
    [project, tasklists.data, taskList, checks, showFinished, isExpanded, draft],
  );
  const order = useMemo(() => visibleNodes(root), [root]);
  const byId = useMemo(() => new Map(order.map((n) => [n.id, n])), [order]);
  // A node gone (done elsewhere, or hidden): the selection falls back to the project.
  const selected = byId.get(selectedId) ?? root;
  const parentOf = useCallback(
    (node: MindNode) => (node.parentId ? byId.get(node.parentId) : undefined),
    [byId],
  );
  const setExpanded = useCallback(
    (id: string, open: boolean) => setOverrides((o) => ({ ...o, [id]: open })),
    [],
  );

  return {
    loading: tasklists.isPending || tasks.isPending,
    error: tasklists.error ?? tasks.error,
    tasks: taskList,
    root,
    order,
    byId,
    selected,
    parentOf,
    select: setSelectedId,
    setExpanded,
    showFinished,
    setShowFinished,
    draft,
    setDraft,
    editingId,
    setEditingId,
  };
}

export type MindmapState = ReturnType<typeof useMindmapState>;
