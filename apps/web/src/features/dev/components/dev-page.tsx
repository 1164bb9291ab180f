import { Alert, Anchor, Card, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOutbox } from '../api/dev.api.ts';

/**
 * Every address in a mail is a link. Mails use the server's PUBLIC_URL, which need not be the
 * address this page was opened at: one to this app opens here, any other in a new tab.
 */
function MailText({ text }: { text: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap' }}>
      {text.split(/(https?:\/\/\S+)/g).map((part, index) => {
        const url = URL.canParse(part) && /^https?:\/\//.test(part) ? new URL(part) : null;
        if (!url) return part;
        return url.origin === window.location.origin ? (
          <Anchor key={index} component={Link} to={`${url.pathname}${url.search}`}>
            {part}
          </Anchor>
        ) : (
          <Anchor key={index} href={url.href} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
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
