import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Project, ProjectTag } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { projectFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectTagsControl } from './project-tags-control.tsx';

function tag(id: number, name: string, parts: Partial<ProjectTag> = {}): ProjectTag {
  return {
    id,
    tag: name,
    color: '#e03131',
    is_private: true,
    can_be_public: false,
    can_be_edited: true,
    users_id: 1,
    usageCount: 1,
    ...parts,
  };
}

const CLIENT = tag(1, 'Client', { is_private: false, can_be_edited: false, users_id: 2 });
const SECRET = tag(2, 'Secret');

/** The project as Olga (id 1) sees it: she owns it, may not manage public tags, it carries Client. */
const project = (parts: Partial<Project> = {}): Project =>
  projectFixture({
    owner: { id: 1, fullname: 'Olga Owner' },
    author: { id: 1, fullname: 'Olga Owner' },
    canManagePublicTag: false,
    tags: [CLIENT],
    commanders: [],
    ...parts,
  });

/** A server that answers the tag list; each test adds the writes it answers. */
const fakeServer = () => fakeApi().on(ROUTES.tags.list, () => ({ tags: [CLIENT, SECRET] }));
/** The writes the server received: address and body. */
const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method !== 'GET').map(({ url, body }) => ({ url, body }));

/**
 * Opens the checklist. jsdom has no layout, so Mantine hides the dropdown with display: none; its
 * contents are there, only not "visible".
 */
async function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
  return screen.findByRole('checkbox', { name: /Secret/, hidden: true });
}

describe('ProjectTagsControl', () => {
  it('puts a private tag on and hands the saved project back', async () => {
    const saved = project({ tags: [CLIENT, SECRET] });
    const { calls } = fakeServer().on(ROUTES.tags.setProjectTags, () => ({ project: saved }));
    const onSaved = vi.fn();
    await renderWithProviders(<ProjectTagsControl project={project()} onSaved={onSaved} />);
    fireEvent.click(await open());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(writes(calls)).toEqual([
      { url: '/api/projects/set-tags?pid=5', body: { tags_ids: [1, 2] } },
    ]);
  });

  it('locks public tags for someone who may not change them, and offers no public switch', async () => {
    fakeServer();
    await renderWithProviders(<ProjectTagsControl project={project()} onSaved={() => {}} />);
    await open();
    const client = screen.getByRole('checkbox', { name: /Client/, hidden: true });
    expect((client as HTMLInputElement).checked).toBe(true);
    expect((client as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only the owner and commanders change public tags.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^Public/, hidden: true })).toBeNull();
  });

  it('creates a public tag in a colour and puts it on the project', async () => {
    const created = tag(3, 'Launch week', { is_private: false, color: '#1c7ed6' });
    const { calls } = fakeServer()
      .on(ROUTES.tags.create, () => ({ tag: created }))
      .on(ROUTES.tags.setProjectTags, () => ({ project: project({ tags: [CLIENT, created] }) }));
    await renderWithProviders(
      <ProjectTagsControl project={project({ canManagePublicTag: true })} onSaved={() => {}} />,
    );
    await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find or name a tag', hidden: true }), {
      target: { value: 'Launch week' },
    });
    expect(screen.getByText('No tag matches.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Blue', hidden: true }));
    fireEvent.click(screen.getByRole('switch', { name: /^Public/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and add', hidden: true }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[0]).toEqual({
      url: '/api/project-tags/create',
      body: { tag: 'Launch week', color: '#1c7ed6', is_private: false },
    });
    expect(writes(calls)[1]).toEqual({
      url: '/api/projects/set-tags?pid=5',
      body: { tags_ids: [1, 3] },
    });
  });

  it('shows the server’s message for a name already in use, under the name', async () => {
    const message = 'You already have a tag with this name.';
    fakeServer().on(ROUTES.tags.create, () =>
      fail(409, { message, code: 'CONFLICT', errors: { validation: { tag: [message] } } }),
    );
    await renderWithProviders(<ProjectTagsControl project={project()} onSaved={() => {}} />);
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: /Tag name/, hidden: true }), {
      target: { value: 'Secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create and add', hidden: true }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers nothing to change on an archived project', async () => {
    fakeServer();
    await renderWithProviders(
      <ProjectTagsControl
        project={project({ state: { id: 2, state: 'archived' } })}
        onSaved={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Tags' })).toBeNull();
  });
});
