import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useAddWorkers } from '../api/projects.api.ts';
import { PersonMenu } from './person-menu.tsx';

function initials(fullname: string): string {
  return fullname
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The people of a project and, for those who may, a field to add someone by e-mail. */
export function ProjectPeople({ project }: { project: Project }) {
  const { t } = useTranslation();
  const add = useAddWorkers(project.id);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate([email], { onSuccess: () => setEmail('') });
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="project-people">
      <Stack gap="sm">
        <Title order={2} size="h5" id="project-people">
          {t('projects.people')}
        </Title>
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {project.workers.map((worker) => (
            <Group key={worker.id} gap={6} component="li" wrap="nowrap">
              <Tooltip label={worker.fullname}>
                <Avatar size="sm" color="blue" radius="xl" aria-hidden>
                  {initials(worker.fullname)}
                </Avatar>
              </Tooltip>
              <Text size="sm">{worker.fullname}</Text>
              {worker.id === project.owner.id && (
                <Badge size="xs" variant="light">
                  {t('projects.owner')}
                </Badge>
              )}
              {worker.id !== project.owner.id && project.commanders.includes(worker.id) && (
                <Badge size="xs" variant="light" color="grape">
                  {t('projects.commander')}
                </Badge>
              )}
              <PersonMenu project={project} person={worker} />
            </Group>
          ))}
        </Group>
        {project.abilities.manage_workers && (
          <form onSubmit={submit}>
            <Group align="flex-start" wrap="wrap">
              <TextInput
                aria-label={t('projects.addPersonEmail')}
                placeholder={t('projects.addPersonEmail')}
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={
                  add.isError
                    ? (fieldError(add.error, 'new_workers') ?? errorMessage(add.error, t))
                    : undefined
                }
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" variant="light" loading={add.isPending}>
                {t('projects.addPerson')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
