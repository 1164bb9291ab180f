import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvitationResult, Project } from '@tandem/contract';
import { errorMessage, fieldError } from '../../../components/errors.ts';
import { useAddWorkers } from '../api/people.api.ts';
import { TasklistChecklist } from './tasklist-checklist.tsx';
import type { TasklistOption } from './tasklist-checklist.tsx';

/** Addresses typed or pasted, separated by commas, semicolons, spaces or lines. */
export function splitAddresses(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Invites people by e-mail: accounts join at once, new addresses get an invitation link. */
export function InvitePeopleModal({
  project,
  tasklists,
  opened,
  onClose,
}: {
  project: Project;
  tasklists: TasklistOption[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddWorkers(project.id);
  const [text, setText] = useState('');
  const [seeAll, setSeeAll] = useState(true);
  const [acl, setAcl] = useState<number[]>([]);
  const [sent, setSent] = useState<InvitationResult[] | null>(null);

  const close = () => {
    setText('');
    setSeeAll(true);
    setAcl([]);
    setSent(null);
    add.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        new_workers: splitAddresses(text),
        invite_new_workers: true,
        invite_workers_acl_see_all: seeAll,
        ...(seeAll ? {} : { acl_tasklists: acl }),
      },
      { onSuccess: ({ invitations }) => setSent(invitations) },
    );
  };

  const addressError = fieldError(add.error, 'new_workers');

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')}>
      {sent ? (
        <Stack>
          <Alert color="green" role="status">
            {sent.length === 0 ? t('invite.addedOnly') : t('invite.sent', { count: sent.length })}
          </Alert>
          {sent.length > 0 && (
            <List spacing="xs" aria-label={t('invite.sentList')}>
              {sent.map((invitation) => (
                <List.Item key={invitation.user_id}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{invitation.email}</Text>
                    {invitation.activation_link && (
                      <CopyButton value={invitation.activation_link}>
                        {({ copied, copy }) => (
                          <Button size="compact-xs" variant="subtle" onClick={copy}>
                            {copied ? t('invite.copied') : t('invite.copyLink')}
                          </Button>
                        )}
                      </CopyButton>
                    )}
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit}>
          <Stack>
            {add.isError && !addressError && (
              <Alert color="red" role="alert">
                {fieldError(add.error, 'acl_tasklists') ?? errorMessage(add.error, t)}
              </Alert>
            )}
            <Textarea
              label={t('invite.emails')}
              description={t('invite.emailsHint')}
              required
              autosize
              minRows={2}
              maxRows={6}
              data-autofocus
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={addressError}
            />
            <TasklistChecklist
              seeAll={seeAll}
              onSeeAllChange={setSeeAll}
              tasklists={tasklists}
              value={acl}
              onChange={setAcl}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {t('invite.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
