import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tandem/contract';
import { LIMITS } from '@tandem/contract/browser';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { ProjectUpdate } from '../api/projects.api.ts';
import { useUpdateProject } from '../api/projects.api.ts';
import { ProjectColorInput } from './project-color-input.tsx';
import { budgetBody, budgetForm, ProjectBudgetFields } from './project-budget-fields.tsx';

type ClientForm = {
  name: string;
  company: string;
  email: string;
  company_id: string;
  company_tax_id: string;
  street: string;
  town: string;
  zip: string;
};

const orNull = (value: string) => (value.trim() ? value.trim() : null);

function clientForm(project: Project): ClientForm {
  const c = project.client;
  return {
    name: c?.name ?? '',
    company: c?.company ?? '',
    email: c?.email ?? '',
    company_id: c?.company_id ?? '',
    company_tax_id: c?.company_tax_id ?? '',
    street: c?.address.street ?? '',
    town: c?.address.town ?? '',
    zip: c?.address.zip ?? '',
  };
}

/** The client as the API takes it; null when every field is empty. */
function clientBody(form: ClientForm, id: number | null): ProjectUpdate['client'] {
  if (Object.values(form).every((value) => !value.trim())) return null;
  return {
    id,
    name: orNull(form.name),
    company: orNull(form.company),
    email: orNull(form.email),
    company_id: orNull(form.company_id),
    company_tax_id: orNull(form.company_tax_id),
    address: {
      street: orNull(form.street),
      street2: null,
      town: orNull(form.town),
      zip: orNull(form.zip),
    },
  };
}

export function EditProjectModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProject(project.id);
  const [name, setName] = useState(project.name);
  const [color, setColor] = useState(project.color ?? '');
  const [dueDate, setDueDate] = useState(project.dueDate ?? '');
  const [dueDateEnd, setDueDateEnd] = useState(project.dueDateEnd ?? '');
  const [budget, setBudget] = useState(() => budgetForm(project.budget));
  const [hideReports, setHideReports] = useState(project.hide_work_reports_on_time_estimates);
  const [client, setClient] = useState(clientForm(project));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        version: project.version,
        name,
        color: color || null,
        dueDate: dueDate || null,
        dueDateEnd: dueDateEnd || null,
        budget: budgetBody(budget),
        hide_work_reports_on_time_estimates: hideReports,
        client: clientBody(client, project.client?.id ?? null),
      },
      { onSuccess: onClose },
    );
  };
  const clientField = (key: keyof ClientForm, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      maxLength={LIMITS.nameMax}
      value={client[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setClient((c) => ({ ...c, [key]: value }));
      }}
      error={
        fieldError(update.error, `client.${key}`) ??
        fieldError(update.error, `client.address.${key}`)
      }
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('projects.editTitle')} size="lg" centered>
      <form onSubmit={submit}>
        <Stack>
          <FormAlert
            error={update.error}
            fields={[
              'name',
              'color',
              'dueDate',
              'dueDateEnd',
              'budget',
              'budget.amount',
              'budget.minutesBudget',
              'budget.nextResetDate',
              'budget.nullAfterMonthsCount',
              'budget.nullInDayOfMonth',
            ]}
          />
          <TextInput
            label={t('projects.name')}
            required
            maxLength={LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(update.error, 'name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ProjectColorInput
              value={color}
              onChange={setColor}
              error={fieldError(update.error, 'color')}
            />
            <TextInput
              label={t('projects.currency')}
              value={project.currency}
              readOnly
              disabled
              description={t('projects.currencyFixed')}
            />
            <TextInput
              label={t('projects.dueDate')}
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.currentTarget.value)}
              error={fieldError(update.error, 'dueDate')}
            />
            <TextInput
              label={t('projects.dueDateEnd')}
              type="date"
              value={dueDateEnd}
              onChange={(e) => setDueDateEnd(e.currentTarget.value)}
              error={fieldError(update.error, 'dueDateEnd')}
            />
          </SimpleGrid>
          <ProjectBudgetFields
            form={budget}
            onChange={setBudget}
            currency={project.currency}
            error={update.error}
          />
          <Switch
            label={t('projects.hideReports')}
            checked={hideReports}
            onChange={(e) => setHideReports(e.currentTarget.checked)}
          />
          <Title order={3} size="h5">
            {t('projects.client')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {clientField('name', t('projects.clientName'))}
            {clientField('company', t('projects.clientCompany'))}
            {clientField('email', t('auth.email'), 'email')}
            {clientField('company_id', t('projects.clientCompanyId'))}
            {clientField('company_tax_id', t('projects.clientTaxId'))}
            {clientField('street', t('projects.clientStreet'))}
            {clientField('town', t('projects.clientTown'))}
            {clientField('zip', t('projects.clientZip'))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
