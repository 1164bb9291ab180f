import type { MindNode } from './mindmap-tree.ts';

/** What a key does on the selected node of the mind map. */
export type KeyAction =
  | { type: 'select'; id: string }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'addChild'; parentId: string }
  | { type: 'addSibling'; parentId: string; afterId: string }
  | { type: 'rename'; id: string }
  | { type: 'toggleFinish'; id: string }
  | { type: 'delete'; id: string }
  /** Before the sibling above (`up`) or after the one below. */
  | { type: 'reorder'; id: string; direction: 'up' | 'down' };

export interface KeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keys and what they do, for the help popover (translation keys under `mindmap.keys`). */
export const KEY_HELP = [
  ['↑ ↓', 'move'],
  ['→ ←', 'openClose'],
  ['Tab', 'addChild'],
  ['Enter', 'addSibling'],
  ['F2', 'rename'],
  ['Space', 'finish'],
  ['+ −', 'expandCollapse'],
  ['Alt+↑ ↓', 'reorder'],
  ['Delete', 'delete'],
  ['Shift+Tab', 'leave'],
] as const;

function arrow(key: string, node: MindNode, order: readonly MindNode[]): KeyAction | null {
  const at = order.findIndex((n) => n.id === node.id);
  const select = (other: MindNode | undefined) =>
    other ? { type: 'select' as const, id: other.id } : null;
  switch (key) {
    case 'ArrowDown':
      return select(order[at + 1]);
    case 'ArrowUp':
      return select(order[at - 1]);
    case 'Home':
      return select(order[0]);
    case 'End':
      return select(order[order.length - 1]);
    case 'ArrowRight':
      if (!node.hasChildren) return null;
      return node.expanded ? select(node.children[0]) : { type: 'expand', id: node.id };
    case 'ArrowLeft':
      if (node.expanded) return { type: 'collapse', id: node.id };
      return node.parentId ? { type: 'select', id: node.parentId } : null;
    default:
      return null;
  }
}

/**
 * The action a key press asks for on the selected node, or null when the key is not the mind
 * map's (the browser keeps it) or the node does not allow it. `order` is the visible nodes in
 * reading order; `parentOf` finds a node's parent.
 */
export function keyAction(
  press: KeyPress,
  node: MindNode,
  order: readonly MindNode[],
  parentOf: (node: MindNode) => MindNode | undefined,
): KeyAction | null {
  if (node.draft || press.ctrlKey || press.metaKey) return null;
  if (press.altKey) {
    const direction = press.key === 'ArrowUp' ? 'up' : press.key === 'ArrowDown' ? 'down' : null;
    return direction && node.abilities.reorder ? { type: 'reorder', id: node.id, direction } : null;
  }
  if (press.key === 'Tab') {
    if (press.shiftKey || !node.abilities.addChild) return null;
    return { type: 'addChild', parentId: node.id };
  }
  switch (press.key) {
    case 'Enter': {
      const parent = parentOf(node);
      return parent?.abilities.addChild
        ? { type: 'addSibling', parentId: parent.id, afterId: node.id }
        : null;
    }
    case 'F2':
      return node.abilities.rename ? { type: 'rename', id: node.id } : null;
    case ' ':
      return node.abilities.finish ? { type: 'toggleFinish', id: node.id } : null;
    case 'Delete':
      return node.abilities.delete ? { type: 'delete', id: node.id } : null;
    case '-':
      return node.expanded ? { type: 'collapse', id: node.id } : null;
    case '+':
      return node.hasChildren && !node.expanded ? { type: 'expand', id: node.id } : null;
    default:
      return arrow(press.key, node, order);
  }
}
