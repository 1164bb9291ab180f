import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@tandem/contract';
import { DISALLOWED_ACTIONS, LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSaveRole } from '../api/roles.api.ts';

/** A new role, or changes to one: its name and the actions it does not allow (ids 1 to 7). */
export function RoleForm({ role, onDone }: { role: Role | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [denied, setDenied] = useState<string[]>(
    role?.disallowed_actions.map((a) => String(a.id)) ?? [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: role?.id ?? null,
        body: { name, disallowed_actions: denied.map(Number).sort((a, b) => a - b) },
      },
      { onSuccess: onDone },
    );
  };
  const actionsError = fieldError(save.error, 'disallowed_actions');

  return (
    <form
      onSubmit={submit}
      aria-label={role ? t('roles.editNamed', { name: role.name }) : t('roles.new')}
    >
      <Stack gap="sm">
        <FormAlert error={save.error} fields={['name', 'disallowed_actions']} />
        <TextInput
          label={t('roles.name')}
          required
          maxLength={LIMITS.nameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError(save.error, 'name')}
          data-autofocus
        />
        <Checkbox.Group label={t('roles.deniesLegend')} value={denied} onChange={setDenied}>
          <Stack gap={6} mt="xs">
            {DISALLOWED_ACTIONS.map((action, index) => (
              <Checkbox
                key={action}
                value={String(index + 1)}
                label={t(`roles.actions.${action}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {actionsError && (
          <Text size="sm" c="red" role="alert">
            {actionsError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={denied.length === 0}>
            {t('roles.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
