import { Alert, Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '../../components/page.tsx';

/** Any unknown path: the generic fallback page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{t('fallback.title')}</Title>
        <Text c="dimmed">{t('fallback.text')}</Text>
        <Anchor component={Link} to="/dashboard">
          {t('fallback.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}

/** An area of the route catalogue that this version of Tandem does not have yet; it says so. */
export function NotBuiltPage({ area }: { area: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`areas.${area}`, { defaultValue: area })}>
      <Alert color="gray" title={t('notBuilt.title')}>
        {t('notBuilt.text')}
      </Alert>
    </Page>
  );
}

/** Shown when a route throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{t('crash.title')}</Title>
        <Text c="dimmed">{t('crash.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
