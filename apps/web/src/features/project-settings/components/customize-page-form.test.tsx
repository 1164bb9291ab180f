import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectSettingsAnswer } from '@tandem/contract';
import { defaultOrderSettings, ROUTES } from '@tandem/contract/browser';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { projectSettingsKeys } from '../api/project-settings.api.ts';
import { CustomizePageForm } from './customize-page-form.tsx';

vi.mock('@mantine/notifications', () => ({ notifications: { show: () => {} } }));

function answer(canSaveForAll: boolean): ProjectSettingsAnswer {
  return {
    project: { id: 5, name: 'Launch', abilities: { save_for_all_users: canSaveForAll } },
    projectSettings: {
      layout: 'rows',
      default_page: 'tasks',
      order_settings: defaultOrderSettings(),
    },
    generalSettings: { layout: 'rows', order_settings: defaultOrderSettings() },
  };
}

describe('CustomizePageForm', () => {
  it('saves the new order, visibility and default page, and caches the answer', async () => {
    const saved: ProjectSettingsAnswer = {
      ...answer(true),
      projectSettings: { ...answer(true).projectSettings, default_page: 'overview' },
    };
    const api = fakeApi().on(ROUTES.projectSettings.save, () => saved);
    const onDone = vi.fn();
    const { queryClient } = await renderWithProviders(
      <CustomizePageForm projectId={5} settings={answer(true)} onDone={onDone} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'People' }));
    for (let i = 0; i < 3; i += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Move Latest activity up' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Project overview' }));
    expect(screen.getByRole('radio', { name: /Kanban board/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Use for all members/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0]!.url).toBe('/api/project-settings/save?pid=5');
    const [body] = api.bodiesOf(ROUTES.projectSettings.save);
    expect(body).toMatchObject({
      for_all_projects: false,
      for_all_users: true,
      project_settings: { layout: 'rows', default_page: 'overview' },
    });
    expect(body!.project_settings.order_settings.map((e) => e.section)).toEqual([
      'last-activities',
      'todos',
      'files',
      'pinned-items',
      'discussions',
      'users',
      'notes',
    ]);
    expect(body!.project_settings.order_settings[5]).toEqual({
      section: 'users',
      isVisible: false,
    });
    expect(queryClient.getQueryData(projectSettingsKeys.detail(5))).toEqual(saved);
  });

  it('offers saving for all members only to those who may, and keeps the top section in place', async () => {
    await renderWithProviders(
      <CustomizePageForm projectId={5} settings={answer(false)} onDone={() => {}} />,
    );
    expect(screen.queryByRole('checkbox', { name: /Use for all members/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Use for all my projects' })).toBeTruthy();
    const up = screen.getByRole('button', { name: 'Move Task lists up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('Task lists');
  });
});
