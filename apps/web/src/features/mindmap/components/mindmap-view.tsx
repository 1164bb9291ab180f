import { useMemo } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import type { MindmapCommands } from '../hooks/use-mindmap-commands.ts';
import { useMindmapCommands } from '../hooks/use-mindmap-commands.ts';
import type { MindmapProject, MindmapState } from '../hooks/use-mindmap-state.ts';
import { useMindmapState } from '../hooks/use-mindmap-state.ts';
import { MindmapCanvas } from './mindmap-canvas.tsx';
import type { MindmapNodeHandlers } from './mindmap-node.tsx';
import { MindmapHandlers } from './mindmap-node.tsx';
import { MindmapToolbar } from './mindmap-toolbar.tsx';

/**
 * Asks before a task becomes a plain subtask, or a task list, and leaves the rest of itself in
 * the trash.
 */
function ConfirmConversion({ commands }: { commands: MindmapCommands }) {
  const { t } = useTranslation();
  const toList = commands.pending?.type === 'taskToTasklist';
  return (
    <Modal
      opened={commands.pending !== null}
      onClose={commands.cancelPending}
      title={t(toList ? 'mindmap.confirmTasklist.title' : 'mindmap.confirm.title')}
    >
      <Stack>
        <Text size="sm">{t(toList ? 'mindmap.confirmTasklist.text' : 'mindmap.confirm.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={commands.cancelPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={commands.confirmPending}>
            {t(toList ? 'mindmap.confirmTasklist.ok' : 'mindmap.confirm.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asks before a node goes to the trash (or a subtask is deleted). */
function ConfirmDelete({ commands }: { commands: MindmapCommands }) {
  const { t } = useTranslation();
  const node = commands.pendingDelete;
  const kind = node?.kind ?? 'task';
  return (
    <Modal
      opened={node !== null}
      onClose={commands.cancelDelete}
      title={t(`mindmap.delete.title_${kind}`)}
    >
      <Stack>
        <Text size="sm">{t(`mindmap.delete.text_${kind}`, { name: node?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={commands.cancelDelete}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={commands.confirmDelete} data-autofocus>
            {t(`mindmap.delete.ok_${kind}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function useHandlers(state: MindmapState, commands: MindmapCommands): MindmapNodeHandlers {
  return {
    select: (node) => state.select(node.id),
    toggle: (node) => state.setExpanded(node.id, !node.expanded),
    finish: commands.toggleFinish,
    rename: (node) => {
      state.select(node.id);
      state.setEditingId(node.id);
    },
    submitName: (node, name) =>
      node.draft ? commands.submitDraft(name) : commands.submitRename(node, name),
    cancelName: (node) => (node.draft ? state.setDraft(null) : state.setEditingId(null)),
    remove: (node) => {
      state.select(node.id);
      commands.askDelete(node);
    },
  };
}

function MindmapBody({ project }: { project: MindmapProject }) {
  const { t } = useTranslation();
  const state = useMindmapState(project);
  const commands = useMindmapCommands(state, project.id);
  const handlers = useHandlers(state, commands);
  if (state.loading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (state.error) return <Alert color="red">{errorMessage(state.error, t)}</Alert>;
  return (
    <Stack gap="sm">
      <MindmapToolbar showFinished={state.showFinished} onShowFinished={state.setShowFinished} />
      {state.root.children.length === 0 && state.draft === null && (
        <Text size="sm" c="dimmed">
          {t(project.canCreateTasklist ? 'mindmap.emptyCanAdd' : 'mindmap.empty')}
        </Text>
      )}
      <MindmapHandlers.Provider value={handlers}>
        <MindmapCanvas state={state} commands={commands} />
      </MindmapHandlers.Provider>
      <VisuallyHidden aria-live="polite">
        {t('mindmap.selected', { name: state.selected.name })}
      </VisuallyHidden>
      <ConfirmConversion commands={commands} />
      <ConfirmDelete commands={commands} />
    </Stack>
  );
}

/**
 * The project's mind map: the project, its task lists, their tasks and the tasks' subtasks as an
 * editable tree, live for everyone who has it open.
 */
export function MindmapView(props: {
  projectId: number;
  name: string;
  canCreateTasklist: boolean;
}) {
  const { projectId, name, canCreateTasklist } = props;
  const project = useMemo(
    () => ({ id: projectId, name, canCreateTasklist }),
    [projectId, name, canCreateTasklist],
  );
  return (
    <ReactFlowProvider>
      <MindmapBody project={project} />
    </ReactFlowProvider>
  );
}
