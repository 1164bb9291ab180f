import type { AuthorizationRows, Fixture, Made, Row } from '../../test/authorization.ts';
import { managersOnly, projectScoped, uniqueName } from '../../test/authorization.ts';
import type { Client } from '../../test/harness.ts';

/**
 * An enum custom field with one value in the row's fresh project: the field's uuid as
 * `made.field`, its value's as `made.value`.
 */
async function addMatrixField(owner: Client, f: Fixture): Promise<Made> {
  const res = await owner.post(`/api/custom-fields/create?pid=${f.project.id}`, {
    name: 'Matrix field',
    type: 'enum',
    enum_values: ['One'],
  });
  const field = res.json().custom_field;
  return { field: field.uuid, value: field.enum_values[0].uuid };
}

/** A write to the field `addMatrixField` made, shaped by the owner and commanders only. */
const fieldWrite = (query: Row['query'], body?: Row['body'], status = 200): Row => ({
  query,
  ...(body ? { body } : {}),
  fresh: addMatrixField,
  // Fields are shaped by the owner and commanders; workers only read them.
  expect: managersOnly(status),
});

/** A project's custom fields, their enum values, and the values tasks carry. */
export const authorizationRows: AuthorizationRows = {
  'customFields.findByProjectId': {
    query: (f) => ({ pid: f.project.id }),
    expect: projectScoped(200),
  },
  'customFields.create': {
    query: (f) => ({ pid: f.project.id }),
    body: () => ({ name: uniqueName('Matrix field'), type: 'text' }),
    expect: managersOnly(201),
  },
  'customFields.update': fieldWrite(
    (f) => ({ uuid: f.made.field! }),
    () => ({ name: 'Renamed field' }),
  ),
  'customFields.delete': fieldWrite((f) => ({ uuid: f.made.field! })),
  'customFields.reorder': fieldWrite(
    (f) => ({ pid: f.project.id }),
    (f) => ({ order: [f.made.field] }),
  ),
  'customFields.addEnumValue': fieldWrite(
    (f) => ({ uuid: f.made.field! }),
    () => ({ name: 'Two' }),
    201,
  ),
  'customFields.renameEnumValue': fieldWrite(
    (f) => ({ uuid: f.made.value! }),
    () => ({ name: 'Uno' }),
  ),
  'customFields.removeEnumValue': fieldWrite((f) => ({ uuid: f.made.value! })),
  // Values are edits of their task: whoever may edit the task sets them.
  'customFields.setValue': {
    query: (f) => ({ tid: f.task.id }),
    body: (f) => ({ field_uuid: f.made.field, value: f.made.value }),
    fresh: addMatrixField,
    expect: { ...projectScoped(200), limitedWorker: 404 },
  },
};
