import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomField, Task } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { fakeApi, invalid, type FakeCall } from '../../../test/fake-api.ts';
import { READ_ONLY, taskFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInUser } from '../../../test/signed-in.tsx';
import { CustomFieldValue } from './custom-field-value.tsx';
import { CustomFieldsButton } from './custom-fields-button.tsx';
import { TaskCustomFieldsSection } from './task-custom-fields-section.tsx';

const field = (uuid: string, name: string, type: CustomField['type'], priority: number) => ({
  uuid,
  name,
  type,
  project_id: 1,
  priority,
  date_add: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  enum_values:
    type === 'enum'
      ? [
          { uuid: 'e-idea', name: 'Idea', priority: 1 },
          { uuid: 'e-doing', name: 'Doing', priority: 2 },
        ]
      : [],
});
const NOTE = field('f-note', 'Note', 'text', 1);
const STAGE = field('f-stage', 'Stage', 'enum', 2);
const SIGNED = field('f-signed', 'Signed', 'bool', 3);
const BUDGET = field('f-budget', 'Budget', 'number', 4);
const FIELDS = [NOTE, STAGE, SIGNED, BUDGET];

const value = (f: CustomField, v: string | number | boolean): Task['custom_fields'][number] => ({
  uuid: f.uuid,
  name: f.name,
  type: f.type,
  value: v,
  value_uuid: `v-${f.uuid}`,
  author_id: 1,
  date_add: '2026-01-01T00:00:00.000Z',
  date_edited_at: null,
});

const CF = ROUTES.customFields;

function server(manage = true, list: CustomField[] = FIELDS) {
  return fakeApi()
    .on(ROUTES.auth.session, () => ({ user: signedInUser }))
    .on(CF.findByProjectId, () => ({ custom_fields: list, abilities: { manage } }))
    .on(CF.setValue, ({ body }) =>
      body.value === 'nope' ? invalid('value', 'Enter a number.') : { task: taskFixture() },
    )
    .on(CF.create, () => ({ custom_field: NOTE }))
    .on(CF.reorder, () => ({ custom_fields: list, abilities: { manage } }))
    .on(CF.delete, () => ({ custom_field: NOTE }))
    .on(CF.addEnumValue, () => ({ custom_field: STAGE }));
}
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

describe('TaskCustomFieldsSection', () => {
  it('shows one editor per field with the task’s values, and saves a change', async () => {
    const { calls } = server();
    await renderWithProviders(
      <TaskCustomFieldsSection
        task={taskFixture({
          custom_fields: [value(NOTE, 'Call them'), value(STAGE, 'e-doing'), value(BUDGET, 12)],
        })}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Custom fields' });
    const note = within(group).getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    expect(note.value).toBe('Call them');
    expect(within(group).getByRole<HTMLInputElement>('textbox', { name: 'Budget' }).value).toBe(
      '12',
    );
    expect(within(group).getByRole<HTMLSelectElement>('combobox', { name: 'Stage' }).value).toBe(
      'e-doing',
    );
    expect(within(group).getByRole<HTMLSelectElement>('combobox', { name: 'Signed' }).value).toBe(
      '',
    );

    fireEvent.change(note, { target: { value: 'Call them today' } });
    fireEvent.blur(note);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          url: '/api/custom-fields/set-value?tid=5',
          body: { field_uuid: 'f-note', value: 'Call them today' },
        },
      ]),
    );
  });

  it('clears an emptied value and shows the server’s refusal beside the field', async () => {
    const { calls } = server();
    await renderWithProviders(
      <TaskCustomFieldsSection task={taskFixture({ custom_fields: [value(NOTE, 'Old')] })} />,
    );
    const note = await screen.findByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: '  ' } });
    fireEvent.keyDown(note, { key: 'Enter' });
    await waitFor(() =>
      expect(writes(calls).at(-1)?.body).toEqual({ field_uuid: 'f-note', value: null }),
    );
    fireEvent.change(note, { target: { value: 'nope' } });
    fireEvent.blur(note);
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
  });

  it('lets only those who may edit the task change its values', async () => {
    server();
    await renderWithProviders(
      <TaskCustomFieldsSection
        task={taskFixture({
          abilities: READ_ONLY,
        })}
      />,
    );
    const note = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Note' });
    expect(note.disabled).toBe(true);
  });

  it('shows nothing for a project without fields', async () => {
    const { calls } = server(true, []);
    const { container } = await renderWithProviders(
      <TaskCustomFieldsSection task={taskFixture()} />,
    );
    await waitFor(() => expect(calls.some((c) => c.url.includes('find-by-project-id'))).toBe(true));
    await waitFor(() => expect(screen.queryByLabelText('Loading…')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Custom fields' })).toBeNull();
    expect(container.querySelector('input, [role="alert"]')).toBeNull();
  });
});

describe('CustomFieldValue', () => {
  it('shows each type in the reader’s language, an enum by its name, only web links as links', async () => {
    server();
    await renderWithProviders(
      <ul>
        <li>
          <CustomFieldValue field={BUDGET} value={1234.5} />
        </li>
        <li>
          <CustomFieldValue field={STAGE} value="e-idea" />
        </li>
        <li>
          <CustomFieldValue field={SIGNED} value={true} />
        </li>
        <li>
          <CustomFieldValue field={field('d', 'Day', 'date', 5)} value="2026-03-02" />
        </li>
        <li>
          <CustomFieldValue field={field('l', 'Link', 'link', 6)} value="https://example.test/a" />
        </li>
        <li>
          <CustomFieldValue field={field('x', 'Bad', 'link', 7)} value="javascript:alert(1)" />
        </li>
        <li>
          <CustomFieldValue field={NOTE} value={null} />
        </li>
      </ul>,
    );
    expect(screen.getByText('1,234.5')).toBeTruthy();
    expect(screen.getByText('Idea')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('Mar 2, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://example.test/a' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
    expect(screen.getByLabelText('Not set')).toBeTruthy();
  });
});

describe('CustomFieldsButton', () => {
  async function openDialog() {
    await renderWithProviders(<CustomFieldsButton projectId={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom fields' }));
    return screen.findByRole('dialog', { name: 'Custom fields of the project' });
  }

  it('reorders and deletes fields', async () => {
    const { calls } = server();
    const dialog = await openDialog();
    await within(dialog).findByRole('region', { name: 'Note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Note down' }));
    await waitFor(() =>
      expect(writes(calls)[0]).toMatchObject({
        url: '/api/custom-fields/reorder?pid=1',
        body: { order: ['f-stage', 'f-note', 'f-signed', 'f-budget'] },
      }),
    );

    const budget = within(dialog).getByRole('region', { name: 'Budget' });
    fireEvent.click(within(budget).getByRole('button', { name: 'Delete field' }));
    expect(
      within(budget).getByText('Delete Budget? Tasks no longer show its values.'),
    ).toBeTruthy();
    fireEvent.click(within(budget).getByRole('button', { name: 'Delete field' }));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toMatchObject({
        url: '/api/custom-fields/delete?uuid=f-budget',
      }),
    );
  });

  it('adds a field of a chosen type with its first values', async () => {
    const { calls } = server();
    const dialog = await openDialog();
    const form = await within(dialog).findByRole('form', { name: 'Add field' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Field name/ }), {
      target: { value: 'Phase' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), {
      target: { value: 'enum' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Values to choose from/ }), {
      target: { value: 'Plan\n\n Build \n' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toMatchObject({
        url: '/api/custom-fields/create?pid=1',
        body: { name: 'Phase', type: 'enum', enum_values: ['Plan', 'Build'] },
      }),
    );
    // Emptied when the server has the field; what is typed next stays when the list follows.
    const name = within(form).getByRole<HTMLInputElement>('textbox', { name: /Field name/ });
    await waitFor(() => expect(name.value).toBe(''));
    fireEvent.change(name, { target: { value: 'Owner' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(name.value).toBe('Owner');
  });

  it('adds a value to an enum field', async () => {
    const { calls } = server();
    const dialog = await openDialog();
    const stage = await within(dialog).findByRole('region', { name: 'Stage' });
    fireEvent.change(within(stage).getByRole('textbox', { name: /New value/ }), {
      target: { value: 'Done' },
    });
    fireEvent.click(within(stage).getByRole('button', { name: 'Add value' }));
    await waitFor(() =>
      expect(writes(calls).at(-1)).toMatchObject({
        url: '/api/custom-fields/add-enum-value?uuid=f-stage',
        body: { name: 'Done' },
      }),
    );
  });

  it('only shows the fields to members who do not manage them', async () => {
    server(false);
    const dialog = await openDialog();
    await within(dialog).findByRole('region', { name: 'Stage' });
    expect(
      within(dialog).getByText(
        'Only the project owner and commanders can change the custom fields.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('form', { name: 'Add field' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete field' })).toBeNull();
    expect(within(dialog).getByText('Doing')).toBeTruthy();
  });
});

describe('choice editors', () => {
  it('sets and clears an enum choice and a yes-or-no value', async () => {
    const { calls } = server();
    await renderWithProviders(
      <TaskCustomFieldsSection task={taskFixture({ custom_fields: [value(SIGNED, true)] })} />,
    );
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    fireEvent.change(stage, { target: { value: 'e-idea' } });
    await waitFor(() =>
      expect(writes(calls).at(-1)?.body).toEqual({ field_uuid: 'f-stage', value: 'e-idea' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Signed' }), { target: { value: '' } });
    await waitFor(() =>
      expect(writes(calls).at(-1)?.body).toEqual({ field_uuid: 'f-signed', value: null }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Signed' }), {
      target: { value: 'false' },
    });
    await waitFor(() =>
      expect(writes(calls).at(-1)?.body).toEqual({ field_uuid: 'f-signed', value: false }),
    );
  });
});
