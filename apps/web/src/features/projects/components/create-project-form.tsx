import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Currency } from '@tandem/contract';
import { CURRENCIES, LIMITS } from '@tandem/contract/browser';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useCreateProject } from '../api/projects.api.ts';

export function CreateProjectForm({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<Currency>('EUR');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, currency },
      {
        onSuccess: ({ project }) => {
          setName('');
          onCreated?.();
          void navigate(`/project/${project.id}`);
        },
      },
    );
  };

  const error = create.isError
    ? (fieldError(create.error, 'name') ?? errorMessage(create.error, t))
    : undefined;
  return (
    <form onSubmit={submit} aria-label={t('projects.create')}>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('projects.name')}
          placeholder={t('projects.namePlaceholder')}
          required
          maxLength={LIMITS.nameMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('projects.currency')}
          data={[...CURRENCIES]}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
          w={110}
        />
        <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
          {t('projects.create')}
        </Button>
      </Group>
    </form>
  );
}
