import { Alert, Anchor, Card, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOutbox } from '../api/dev.api.ts';

/** Links in a mail become clickable only when they point back into this app. */
function MailText({ text }: { text: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap' }}>
      {text.split(/(https?:\/\/\S+)/g).map((part, index) => {
        const url = /^https?:\/\//.test(part) ? new URL(part) : null;
        return url && url.origin === window.location.origin ? (
          <Anchor key={index} component={Link} to={`${url.pathname}${url.search}`}>
            {part}
          </Anchor>
        ) : (
          part
        );
      })}
    </Code>
  );
}

/** The outbox of mails kept when no SMTP server is set up. */
export function DevPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  return (
    <Container size="md" py="md">
      <Page
        title={t('dev.title')}
        actions={
          <Anchor component={Link} to="/dev/jobs" size="sm">
            {t('jobs.title')}
          </Anchor>
        }
      >
        <QueryState query={outbox}>
          {({ enabled, mails }) =>
            !enabled ? (
              <Alert color="gray">{t('dev.disabled')}</Alert>
            ) : (
              <Stack>
                <Text c="dimmed">{t('dev.help')}</Text>
                {mails.length === 0 && <Text>{t('dev.empty')}</Text>}
                {mails.map((mail) => (
                  <Card key={mail.id} withBorder component="article" data-testid="outbox-mail">
                    <Title order={2} size="h5">
                      {mail.subject}
                    </Title>
                    <Text size="sm" c="dimmed" mb="xs">
                      {t('dev.to', { to: mail.to, date: new Date(mail.date_add).toLocaleString() })}
                    </Text>
                    <MailText text={mail.text} />
                  </Card>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Page>
    </Container>
  );
}
