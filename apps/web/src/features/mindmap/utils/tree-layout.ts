/** A node to place: its id and its children, in order. */
export interface LayoutInput {
  id: string;
  children: readonly LayoutInput[];
}

export interface LayoutOptions {
  /** Width of a node and the gap between columns. */
  nodeWidth: number;
  columnGap: number;
  /** Height of a node and the gap between rows. */
  nodeHeight: number;
  rowGap: number;
}

export interface Placed {
  x: number;
  y: number;
}

export const MIND_LAYOUT: LayoutOptions = {
  nodeWidth: 232,
  columnGap: 56,
  nodeHeight: 40,
  rowGap: 10,
};

/**
 * A left-to-right tidy tree: each depth is a column, leaves take the next free row in reading
 * order, and a parent sits midway between its first and last child, so no two nodes overlap and
 * every branch keeps to its own band. Answers the top-left corner of every node.
 */
export function layoutTree(
  root: LayoutInput,
  options: LayoutOptions = MIND_LAYOUT,
): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const rowStep = options.nodeHeight + options.rowGap;
  const columnStep = options.nodeWidth + options.columnGap;
  let nextRow = 0;
  // Answers the node's row, in row units (a parent's may be half-way between two).
  const place = (node: LayoutInput, depth: number): number => {
    let row: number;
    if (node.children.length === 0) row = nextRow++;
    else {
      const rows = node.children.map((child) => place(child, depth + 1));
      row = (rows[0]! + rows[rows.length - 1]!) / 2;
    }
    placed.set(node.id, { x: depth * columnStep, y: row * rowStep });
    return row;
  };
  place(root, 0);
  return placed;
}
