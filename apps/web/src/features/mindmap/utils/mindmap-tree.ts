import type { Task, Taskcheck, Tasklist } from '@tandem/contract';
import { TASK_STATE } from '@tandem/contract/browser';
import { byKey } from '../../../lib/tasks/board-move.api.ts';

export type MindKind = 'project' | 'tasklist' | 'task' | 'subtask';

/** What the viewer may do with a node; actions it may not do are not offered. */
export interface MindAbilities {
  rename: boolean;
  finish: boolean;
  /** Add a child (a task list to the project, a task to a list, a subtask to a task). */
  addChild: boolean;
  /** Drag it to another parent. */
  move: boolean;
  /** Move it to the trash (a subtask is deleted). */
  delete: boolean;
  /** Change its place among its siblings. */
  reorder: boolean;
}

/** One node of the mind map: the project, a task list, a task or a subtask. */
export interface MindNode {
  /** `p`, `l:{id}`, `t:{id}`, `c:{id}`, or `draft` for a node being named. */
  id: string;
  kind: MindKind;
  entityId: number;
  name: string;
  finished: boolean;
  parentId: string | null;
  depth: number;
  /** The children shown (none while collapsed). */
  children: MindNode[];
  /** Whether it has children at all, shown or not (subtasks may not be loaded yet). */
  hasChildren: boolean;
  expanded: boolean;
  abilities: MindAbilities;
  draft?: boolean;
}

/** A node being added: where it goes, and after which sibling (none: at the end). */
export interface MindDraft {
  parentId: string;
  afterId?: string;
}

export interface MindSource {
  project: { id: number; name: string; canCreateTasklist: boolean };
  tasklists: readonly Tasklist[];
  tasks: readonly Task[];
  /** The subtasks loaded so far, by task id. */
  checks: ReadonlyMap<number, readonly Taskcheck[]>;
  showFinished: boolean;
  /** Whether a node is open; `fallback` is what it would be unless the viewer chose. */
  isExpanded: (id: string) => boolean;
  draft: MindDraft | null;
}

/** Past this many tasks the task lists start collapsed, so a big project stays fast. */
export const LARGE_TREE = 300;

export const CHILD_KIND: Record<MindKind, MindKind | null> = {
  project: 'tasklist',
  tasklist: 'task',
  task: 'subtask',
  subtask: null,
};

const NONE: MindAbilities = {
  rename: false,
  finish: false,
  addChild: false,
  move: false,
  delete: false,
  reorder: false,
};

/** The node id of an entity. */
export const nodeId = (kind: MindKind, id: number): string =>
  kind === 'project' ? 'p' : `${kind === 'tasklist' ? 'l' : kind === 'task' ? 't' : 'c'}:${id}`;

/** Whether a node starts open: all of a small project, the task lists only of a big one. */
export function openByDefault(kind: MindKind, taskCount: number): boolean {
  if (kind === 'project') return true;
  if (taskCount > LARGE_TREE) return false;
  return kind === 'tasklist' || taskCount <= LARGE_TREE / 3;
}

function withDraft(children: MindNode[], parent: MindNode, draft: MindDraft | null): MindNode[] {
  const kind = CHILD_KIND[parent.kind];
  if (!draft || draft.parentId !== parent.id || !kind) return children;
  const node: MindNode = {
    id: 'draft',
    kind,
    entityId: 0,
    name: '',
    finished: false,
    parentId: parent.id,
    depth: parent.depth + 1,
    children: [],
    hasChildren: false,
    expanded: false,
    abilities: NONE,
    draft: true,
  };
  const at = draft.afterId ? children.findIndex((c) => c.id === draft.afterId) : -1;
  return at < 0
    ? [...children, node]
    : [...children.slice(0, at + 1), node, ...children.slice(at + 1)];
}

function subtaskNodes(task: Task, parent: MindNode, source: MindSource): MindNode[] {
  const checks = [...(source.checks.get(task.id) ?? [])].sort((a, b) =>
    a.sorting_key === b.sorting_key ? a.id - b.id : a.sorting_key < b.sorting_key ? -1 : 1,
  );
  return checks
    .filter((c) => source.showFinished || c.state.id !== TASK_STATE.finished)
    .map((check) => ({
      id: nodeId('subtask', check.id),
      kind: 'subtask' as const,
      entityId: check.id,
      name: check.name,
      finished: check.state.id === TASK_STATE.finished,
      parentId: parent.id,
      depth: parent.depth + 1,
      children: [],
      hasChildren: false,
      expanded: false,
      abilities: {
        rename: task.abilities.update,
        finish: task.abilities.update,
        addChild: false,
        move: task.abilities.update,
        delete: task.abilities.update,
        reorder: task.abilities.update,
      },
    }));
}

function taskNode(task: Task, parent: MindNode, source: MindSource): MindNode {
  const id = nodeId('task', task.id);
  const hasChildren = task.task_checks_summary.total > 0 || source.draft?.parentId === id;
  const expanded = hasChildren && source.isExpanded(id);
  const node: MindNode = {
    id,
    kind: 'task',
    entityId: task.id,
    name: task.name,
    finished: task.state.id === TASK_STATE.finished,
    parentId: parent.id,
    depth: parent.depth + 1,
    children: [],
    hasChildren,
    expanded,
    abilities: {
      rename: task.abilities.edit_name,
      finish: task.abilities.finish,
      addChild: task.abilities.update,
      move: task.abilities.update,
      delete: task.abilities.delete,
      reorder: task.abilities.update,
    },
  };
  if (expanded) node.children = withDraft(subtaskNodes(task, node, source), node, source.draft);
  return node;
}

function tasklistNode(list: Tasklist, parent: MindNode, tasks: Task[], source: MindSource) {
  const id = nodeId('tasklist', list.id);
  const shown = tasks.filter((t) => source.showFinished || t.state.id !== TASK_STATE.finished);
  const hasChildren = shown.length > 0 || source.draft?.parentId === id;
  const expanded = hasChildren && source.isExpanded(id);
  const node: MindNode = {
    id,
    kind: 'tasklist',
    entityId: list.id,
    name: list.name,
    finished: false,
    parentId: parent.id,
    depth: 1,
    children: [],
    hasChildren,
    expanded,
    abilities: {
      rename: list.abilities.update,
      finish: false,
      addChild: list.abilities.create_task,
      move: false,
      delete: list.abilities.delete,
      reorder: list.abilities.update,
    },
  };
  if (expanded)
    node.children = withDraft(
      shown.map((task) => taskNode(task, node, source)),
      node,
      source.draft,
    );
  return node;
}

/** The project as a tree: its task lists, their tasks in board order, the loaded subtasks. */
export function buildMindTree(source: MindSource): MindNode {
  const root: MindNode = {
    id: 'p',
    kind: 'project',
    entityId: source.project.id,
    name: source.project.name,
    finished: false,
    parentId: null,
    depth: 0,
    children: [],
    hasChildren: true,
    expanded: source.isExpanded('p'),
    abilities: { ...NONE, addChild: source.project.canCreateTasklist },
  };
  if (!root.expanded) return root;
  const byList = new Map<number, Task[]>();
  for (const task of [...source.tasks].sort(byKey)) {
    if (task.smart_taskcheck_parent) continue;
    const list = byList.get(task.tasklist.id) ?? [];
    list.push(task);
    byList.set(task.tasklist.id, list);
  }
  root.children = withDraft(
    source.tasklists.map((list) => tasklistNode(list, root, byList.get(list.id) ?? [], source)),
    root,
    source.draft,
  );
  return root;
}

/** The nodes shown, in reading order (a node, then its children). */
export function visibleNodes(root: MindNode): MindNode[] {
  const out: MindNode[] = [];
  const walk = (node: MindNode) => {
    out.push(node);
    node.children.forEach(walk);
  };
  walk(root);
  return out;
}

/** Whether `id` is `ancestorId` or lies under it. */
export function isWithin(nodes: ReadonlyMap<string, MindNode>, id: string, ancestorId: string) {
  for (let at: string | null = id; at !== null; at = nodes.get(at)?.parentId ?? null)
    if (at === ancestorId) return true;
  return false;
}
