import { Alert, Anchor, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CalendarFeedAddress } from '@tandem/contract';
import { useTranslation } from 'react-i18next';

/** A feed's address just made: to copy, or to open in a calendar application (`webcal://`). */
export function FeedAddress({ feed }: { feed: CalendarFeedAddress }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="status" title={t('calendarFeeds.onceTitle')}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="end">
          <TextInput
            readOnly
            value={feed.url}
            label={t('calendarFeeds.address')}
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={feed.url}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Anchor href={feed.webcal_url} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconExternalLink size={14} aria-hidden />
            {t('calendarFeeds.openInApp')}
          </Group>
        </Anchor>
      </Stack>
    </Alert>
  );
}
