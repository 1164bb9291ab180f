import { createContext, memo, useContext } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Handle, Position } from '@xyflow/react';
import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { DropSide } from '../utils/drop-rules.ts';
import type { MindNode } from '../utils/mindmap-tree.ts';
import { MindmapNameInput } from './mindmap-name-input.tsx';
import classes from './mindmap.module.css';

/** What a node's buttons and name field do; given once for all nodes. */
export interface MindmapNodeHandlers {
  select: (node: MindNode) => void;
  toggle: (node: MindNode) => void;
  finish: (node: MindNode) => void;
  rename: (node: MindNode) => void;
  submitName: (node: MindNode, name: string) => void;
  cancelName: (node: MindNode) => void;
  /** Asks to move it to the trash (a subtask: to delete it). */
  remove: (node: MindNode) => void;
}

export const MindmapHandlers = createContext<MindmapNodeHandlers | null>(null);

export type MindFlowNode = Node<
  {
    node: MindNode;
    selected: boolean;
    editing: boolean;
    /** Where a node being dragged over this one would land. */
    drop?: DropSide;
  },
  'mind'
>;

/** A node of the mind map: its open/close button, its check, its name or the field to edit it. */
export const MindmapNodeView = memo(function MindmapNodeView({ data }: NodeProps<MindFlowNode>) {
  const { t } = useTranslation();
  const handlers = useContext(MindmapHandlers)!;
  const { node, selected, editing } = data;
  const checkable = node.kind === 'task' || node.kind === 'subtask';
  return (
    <div
      className={classes.node}
      data-kind={node.kind}
      data-selected={selected || undefined}
      data-finished={node.finished || undefined}
      data-drop={data.drop}
      onDoubleClick={() => node.abilities.rename && handlers.rename(node)}
    >
      {node.depth > 0 && <Handle type="target" position={Position.Left} isConnectable={false} />}
      <Group gap={4} wrap="nowrap" w="100%">
        {checkable && !node.draft && (
          <ActionIcon
            size="sm"
            radius="xl"
            variant={node.finished ? 'filled' : 'default'}
            color={node.finished ? 'green' : undefined}
            aria-label={t(node.finished ? 'mindmap.reopen' : 'mindmap.finish', { name: node.name })}
            disabled={!node.abilities.finish}
            onClick={(e) => {
              e.stopPropagation();
              handlers.finish(node);
            }}
            className="nodrag"
            tabIndex={-1}
          >
            <IconCheck size={12} />
          </ActionIcon>
        )}
        {editing || node.draft ? (
          <MindmapNameInput
            initial={node.draft ? '' : node.name}
            label={t(node.draft ? `mindmap.newName.${node.kind}` : 'mindmap.rename')}
            onSubmit={(name) => handlers.submitName(node, name)}
            onCancel={() => handlers.cancelName(node)}
          />
        ) : (
          <Text size="sm" fw={node.depth < 2 ? 600 : 400} truncate="end" title={node.name} flex={1}>
            {node.name}
          </Text>
        )}
        {selected && !editing && node.abilities.delete && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('mindmap.deleteNode', { name: node.name })}
            onClick={(e) => {
              e.stopPropagation();
              handlers.remove(node);
            }}
            className="nodrag"
            tabIndex={-1}
          >
            <IconTrash size={12} />
          </ActionIcon>
        )}
        {node.hasChildren && !node.draft && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t(node.expanded ? 'mindmap.collapse' : 'mindmap.expand', {
              name: node.name,
            })}
            onClick={(e) => {
              e.stopPropagation();
              handlers.toggle(node);
            }}
            className="nodrag"
            tabIndex={-1}
          >
            {node.expanded ? <IconMinus size={12} /> : <IconPlus size={12} />}
          </ActionIcon>
        )}
      </Group>
      {node.expanded && <Handle type="source" position={Position.Right} isConnectable={false} />}
    </div>
  );
});
