import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Project } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, invalid } from '../../../test/fake-api.ts';
import { projectFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SaveAsTemplateButton } from './save-as-template-button.tsx';
import { TemplateBanner } from './template-banner.tsx';
import { UseTemplateButton } from './use-template-button.tsx';

/** A project whose abilities, as the server sends them, do not include saving a template. */
function unsavable(overrides: Partial<Project>): Project {
  const base = project(overrides);
  return { ...base, abilities: { ...base.abilities, save_as_template: false } };
}

const project = (overrides: Partial<Project> = {}): Project => projectFixture(overrides);

const template = project({
  id: 9,
  name: 'Event template',
  state: { id: 3, state: 'template' },
  isTemplate: true,
  dueDate: '2026-03-01',
});

/** The component at /here, and the project page it may go to. */
const withProjectPage = (ui: ReactElement) => (
  <Routes>
    <Route path="/here" element={ui} />
    <Route path="/project/:id" element={<p>project page</p>} />
  </Routes>
);

describe('UseTemplateButton', () => {
  it('starts a project with the name and start date given, then opens it', async () => {
    const created = project({ id: 31, name: 'Spring event' });
    const { calls } = fakeApi().on(ROUTES.templates.createFromTemplate, () => ({
      project: created,
    }));
    const onCreated = vi.fn();
    await renderWithProviders(
      withProjectPage(<UseTemplateButton template={template} onCreated={onCreated} />),
      { path: '/here' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use template Event template' }));
    const name = await screen.findByRole('textbox', { name: /Project name/ });
    expect((name as HTMLInputElement).value).toBe('Event template');
    expect(screen.getByText(/The template starts on Mar 1, 2026/).textContent).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Spring event' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-05-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByText('project page');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/projects/create-from-template?pid=9',
        body: { name: 'Spring event', start_date: '2026-05-11' },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it('sends no start date when none is chosen, and shows the server message at its field', async () => {
    const { calls } = fakeApi().on(ROUTES.templates.createFromTemplate, () =>
      invalid('name', 'The name can be at most 255 characters long.'),
    );
    await renderWithProviders(withProjectPage(<UseTemplateButton template={template} />), {
      path: '/here',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use template Event template' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create project' }));
    await screen.findByText('The name can be at most 255 characters long.');
    expect(calls[0]?.body).toEqual({ name: 'Event template', start_date: null });
    expect(screen.queryByText('project page')).toBeNull();
  });
});

describe('SaveAsTemplateButton', () => {
  it('offers "(template)" as the name, saves and opens the template', async () => {
    const saved = { ...template, id: 40, name: 'Launch (template)' };
    const { calls } = fakeApi().on(ROUTES.templates.saveAsTemplate, () => ({ project: saved }));
    const onSaved = vi.fn();
    await renderWithProviders(
      withProjectPage(<SaveAsTemplateButton project={project()} onSaved={onSaved} />),
      { path: '/here' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    const name = await screen.findByRole('textbox', { name: /Template name/ });
    expect((name as HTMLInputElement).value).toBe('Launch (template)');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('project page');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/projects/save-as-template?pid=5',
        body: { name: 'Launch (template)' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('shows a refusal from the server as an alert', async () => {
    fakeApi().on(ROUTES.templates.saveAsTemplate, () =>
      fail(403, {
        message: 'Only the owner and commanders of a project can save it as a template.',
        code: 'FORBIDDEN',
      }),
    );
    await renderWithProviders(withProjectPage(<SaveAsTemplateButton project={project()} />), {
      path: '/here',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You are not allowed to do this.'),
    );
  });

  it('is not offered to plain members, nor for a project in the trash', async () => {
    await renderWithProviders(
      <>
        <SaveAsTemplateButton project={unsavable({ isCommander: false })} />
        <SaveAsTemplateButton project={unsavable({ state: { id: 4, state: 'deleted' } })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
  });
});

describe('TemplateBanner', () => {
  it('says a template is one and offers to start a project from it', async () => {
    await renderWithProviders(withProjectPage(<TemplateBanner project={template} />), {
      path: '/here',
    });
    expect(screen.getByRole('status').textContent).toContain('This is a template');
    fireEvent.click(screen.getByRole('button', { name: 'Create project from this template' }));
    expect(
      await screen.findByRole('dialog', { name: 'Start a project from a template' }),
    ).toBeTruthy();
  });

  it('shows nothing for a project that is not a template', async () => {
    await renderWithProviders(<TemplateBanner project={project()} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
