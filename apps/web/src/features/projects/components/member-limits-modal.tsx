import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectWorker } from '@tandem/contract';
import { fieldError } from '../../../components/errors.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useUpdateWorker } from '../api/people.api.ts';
import { TasklistChecklist } from './tasklist-checklist.tsx';
import type { TasklistOption } from './tasklist-checklist.tsx';

/** Which task lists a member sees and what their hour costs in this project. */
export function MemberLimitsModal({
  project,
  worker,
  tasklists,
  opened,
  onClose,
}: {
  project: Project;
  worker: ProjectWorker;
  tasklists: TasklistOption[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWorker(project.id);
  const managesAll = worker.is_commander;
  const [seeAll, setSeeAll] = useState(worker.tasklists_acl === null);
  const [acl, setAcl] = useState<number[]>(worker.tasklists_acl ?? []);
  const [rate, setRate] = useState(worker.project_setting?.hour_rate ?? '');
  const [fixed, setFixed] = useState(worker.project_setting?.is_fixed ?? false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        user_id: worker.id,
        ...(managesAll ? {} : { tasklists_acl: seeAll ? null : acl }),
        project_setting: { hour_rate: rate.trim() === '' ? null : rate.trim(), is_fixed: fixed },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('memberLimits.title', { name: worker.fullname })}
    >
      <form onSubmit={submit}>
        <Stack>
          <FormAlert error={update.error} fields={['tasklists_acl', 'project_setting.hour_rate']} />
          {managesAll ? (
            <Text size="sm" c="dimmed">
              {t('memberLimits.commanderSeesAll')}
            </Text>
          ) : (
            <>
              <TasklistChecklist
                seeAll={seeAll}
                onSeeAllChange={setSeeAll}
                tasklists={tasklists}
                value={acl}
                onChange={setAcl}
              />
              {fieldError(update.error, 'tasklists_acl') && (
                <Text size="sm" c="red" role="alert">
                  {fieldError(update.error, 'tasklists_acl')}
                </Text>
              )}
            </>
          )}
          <TextInput
            label={t('memberLimits.hourRate', { currency: project.currency })}
            description={t('memberLimits.hourRateHint')}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.currentTarget.value)}
            error={fieldError(update.error, 'project_setting.hour_rate')}
          />
          <Checkbox
            label={t('memberLimits.fixed')}
            checked={fixed}
            onChange={(e) => setFixed(e.currentTarget.checked)}
          />
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
