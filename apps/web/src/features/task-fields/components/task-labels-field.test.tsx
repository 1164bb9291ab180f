import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Label } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid } from '../../../test/fake-api.ts';
import { READ_ONLY, taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TaskLabelsField } from './task-labels-field.tsx';

const BUG: Label = {
  uuid: '00000000-0000-4000-8000-00000000000b',
  name: 'Bug',
  color: 'red',
  owners_ids: [1],
  can_be_edited: true,
};
const DOCS: Label = {
  uuid: '00000000-0000-4000-8000-00000000000d',
  name: 'Docs',
  color: '#0a0',
  owners_ids: [9],
  can_be_edited: false,
};
const chip = ({ uuid, name, color }: Label) => ({ uuid, name, color });

const LABELS = ROUTES.taskLabels;

function server() {
  return fakeApi()
    .on(LABELS.available, () => ({ labels: [BUG, DOCS] }))
    .on(LABELS.add, ({ body }) => {
      const label = 'uuid' in body && body.uuid === DOCS.uuid ? DOCS : { ...BUG, name: 'x' };
      return { task: taskFixture({ labels: [chip(BUG), chip(label)] }), label };
    })
    .on(LABELS.remove, () => ({ task: taskFixture({ labels: [] }) }))
    .on(LABELS.edit, ({ body }) => ({ label: { ...BUG, ...body } }));
}

describe('TaskLabelsField', () => {
  it('adds a typed label with Enter, and one it offers with a click', async () => {
    const { calls } = server();
    await renderWithProviders(<TaskLabelsField task={taskFixture({ labels: [chip(BUG)] })} />);
    expect(screen.getByText('Bug')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Add a label' });
    fireEvent.change(input, { target: { value: 'Release' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/front/task/api/add-label?tid=5',
      body: { name: 'Release' },
    });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    // Bug is on the task already: only Docs is offered.
    const offered = await screen.findByRole('button', { name: 'Add label Docs' });
    expect(screen.queryByRole('button', { name: 'Add label Bug' })).toBeNull();
    fireEvent.click(offered);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ uuid: DOCS.uuid }),
    );
  });

  it('removes a label, and lets only its owners edit it', async () => {
    const { calls } = server();
    await renderWithProviders(
      <TaskLabelsField task={taskFixture({ labels: [chip(BUG), chip(DOCS)] })} />,
    );
    await screen.findByRole('button', { name: 'Edit label Bug' });
    expect(screen.queryByRole('button', { name: 'Edit label Docs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove label Docs' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        `/front/task/api/remove-label?tid=5&uuid=${DOCS.uuid}`,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit label Bug' }));
    const form = screen.getByRole('form', { name: 'Edit label Bug' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Label name/ }), {
      target: { value: 'Defect' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'Blue' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('edit-label'))).toMatchObject({
        url: `/front/task/api/edit-label/?uuid=${BUG.uuid}`,
        body: { name: 'Defect', color: 'blue' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit label Bug' })).toBeNull());
  });

  it('shows the server’s message under the field when a name is refused', async () => {
    fakeApi()
      .on(LABELS.available, () => ({ labels: [] }))
      .on(LABELS.add, () => invalid('label', 'A task can have at most 30 labels.'));
    await renderWithProviders(<TaskLabelsField task={taskFixture()} />);
    const input = screen.getByRole('textbox', { name: 'Add a label' });
    fireEvent.change(input, { target: { value: 'One more' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('A task can have at most 30 labels.')).toBeTruthy();
  });

  it('only shows the labels to someone who may not edit the task', async () => {
    const { calls } = fakeApi();
    await renderWithProviders(
      <TaskLabelsField
        task={taskFixture({
          labels: [chip(BUG)],
          abilities: READ_ONLY,
        })}
      />,
    );
    expect(screen.getByText('Bug')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
