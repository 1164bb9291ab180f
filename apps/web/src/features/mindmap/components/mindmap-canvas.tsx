import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Controls, ReactFlow, useReactFlow } from '@xyflow/react';
import type { Edge, NodeChange, XYPosition } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import type { MindmapCommands } from '../hooks/use-mindmap-commands.ts';
import type { MindmapState } from '../hooks/use-mindmap-state.ts';
import type { DropSide } from '../utils/drop-rules.ts';
import { dropAction, dropSide, ontoMeansSomething } from '../utils/drop-rules.ts';
import { keyAction } from '../utils/mindmap-keys.ts';
import { isWithin } from '../utils/mindmap-tree.ts';
import { MIND_LAYOUT, layoutTree } from '../utils/tree-layout.ts';
import type { MindFlowNode } from './mindmap-node.tsx';
import { MindmapNodeView } from './mindmap-node.tsx';
import classes from './mindmap.module.css';

const NODE_TYPES = { mind: MindmapNodeView };
/** Fitting the tree: never larger than life, never too small to read on a phone. */
const FIT = { maxZoom: 1, minZoom: 0.55, padding: 0.08 };

/** The mind map drawn: nodes placed by the tidy-tree layout, keys and drops turned to commands. */
export function MindmapCanvas({
  state,
  commands,
}: {
  state: MindmapState;
  commands: MindmapCommands;
}) {
  const { t } = useTranslation();
  const flow = useReactFlow<MindFlowNode>();
  const wrapper = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<{ id: string; position: XYPosition } | null>(null);
  /** Where the node being dragged would land: the node under it and the side. */
  const [hint, setHint] = useState<{ id: string; side: DropSide } | null>(null);
  const layout = useMemo(() => layoutTree(state.root), [state.root]);

  const nodes = useMemo<MindFlowNode[]>(
    () =>
      state.order.map((node) => ({
        id: node.id,
        type: 'mind',
        position:
          dragging?.id === node.id ? dragging.position : (layout.get(node.id) ?? { x: 0, y: 0 }),
        width: MIND_LAYOUT.nodeWidth,
        height: MIND_LAYOUT.nodeHeight,
        draggable: (node.abilities.move || node.abilities.reorder) && state.editingId !== node.id,
        selectable: false,
        ariaRole: 'treeitem',
        ariaLabel: `${t(`mindmap.kind.${node.kind}`)}: ${node.name}`,
        domAttributes: {
          'aria-level': node.depth + 1,
          'aria-selected': node.id === state.selected.id,
          ...(node.hasChildren ? { 'aria-expanded': node.expanded } : {}),
        },
        data: {
          node,
          selected: node.id === state.selected.id,
          editing: state.editingId === node.id,
          drop: hint?.id === node.id ? hint.side : undefined,
        },
      })),
    [state.order, state.selected.id, state.editingId, layout, dragging, hint, t],
  );
  const edges = useMemo<Edge[]>(
    () =>
      state.order
        .filter((n) => n.parentId)
        .map((n) => ({ id: `e-${n.id}`, source: n.parentId!, target: n.id })),
    [state.order],
  );

  // The selected node takes the focus (and the view pans to it) while the focus is in the map or
  // was left nowhere (a name field closed), unless a name is being typed.
  const selectedId = state.selected.id;
  const typing = state.draft !== null || state.editingId !== null;
  useEffect(() => {
    const focus = document.activeElement;
    const inMap = focus === document.body || wrapper.current?.contains(focus);
    if (typing || !inMap || !wrapper.current) return;
    wrapper.current
      .querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(selectedId)}"]`)
      ?.focus();
  }, [selectedId, typing, nodes]);

  // Until the person moves the view, it keeps the whole tree in sight as subtasks arrive.
  const moved = useRef(false);
  const count = nodes.length;
  useEffect(() => {
    if (!moved.current) void flow.fitView(FIT);
  }, [count, flow]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the zoom buttons are theirs.
    const on = event.target as HTMLElement;
    if (on !== event.currentTarget && !on.classList.contains('react-flow__node')) return;
    const action = keyAction(event, state.selected, state.order, state.parentOf);
    if (!action) return;
    event.preventDefault();
    commands.apply(action);
  };

  const onNodesChange = (changes: NodeChange<MindFlowNode>[]) => {
    for (const change of changes)
      if (change.type === 'position' && change.position && change.dragging)
        setDragging({ id: change.id, position: change.position });
  };

  /** The node under the dragged one (the nearest by height) and where on it the drop lands. */
  const dropTargetOf = (dragged: MindFlowNode) => {
    const from = state.byId.get(dragged.id);
    const centre = (n: { position: XYPosition }) => n.position.y + MIND_LAYOUT.nodeHeight / 2;
    const under = flow
      .getIntersectingNodes(dragged)
      .filter((n) => !isWithin(state.byId, n.id, dragged.id))
      .sort(
        (a, b) => Math.abs(centre(a) - centre(dragged)) - Math.abs(centre(b) - centre(dragged)),
      )[0];
    const target = under && state.byId.get(under.id);
    if (!from || !under || !target) return null;
    const fraction = (centre(dragged) - under.position.y) / MIND_LAYOUT.nodeHeight;
    const sameKind = from.kind === target.kind;
    const side = sameKind ? dropSide(fraction, ontoMeansSomething(from, target)) : 'onto';
    return { from, target, side };
  };

  const onDrag = (dragged: MindFlowNode) => {
    const found = dropTargetOf(dragged);
    const next = found && { id: found.target.id, side: found.side };
    if (next?.id !== hint?.id || next?.side !== hint?.side) setHint(next);
  };

  const onDragStop = (dragged: MindFlowNode) => {
    setDragging(null);
    setHint(null);
    const found = dropTargetOf(dragged);
    if (!found) return;
    const taskOf = (id: number) => state.tasks.find((task) => task.id === id);
    const action = dropAction(found.from, found.target, state.parentOf, taskOf, found.side);
    if (action) commands.drop(action);
  };

  return (
    <div
      ref={wrapper}
      className={classes.canvas}
      role="tree"
      aria-label={t('mindmap.treeLabel')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <ReactFlow<MindFlowNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => state.select(node.id)}
        onNodeDrag={(_, node) => onDrag(node)}
        onNodeDragStop={(_, node) => onDragStop(node)}
        fitView
        fitViewOptions={FIT}
        onMoveStart={(event) => {
          if (event) moved.current = true;
        }}
        minZoom={0.1}
        maxZoom={2}
        nodesConnectable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        zoomOnDoubleClick={false}
        proOptions={{ hideAttribution: true }}
      >
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
    </div>
  );
}
