import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { errorMessage } from '../../../components/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCommentHistory } from '../api/comments.api.ts';

/** The earlier versions of a comment, newest first, each with who replaced it and when. */
export function CommentHistory({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const history = useCommentHistory(uuid, true);
  if (history.isPending) return <Loader size="xs" aria-label={t('common.loading')} />;
  if (history.isError)
    return (
      <Text size="sm" c="red">
        {errorMessage(history.error, t)}
      </Text>
    );
  return (
    <Stack gap="xs" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      {history.data.map((entry) => (
        <div key={entry.date_edited_at}>
          <Text size="xs" c="dimmed">
            {t('comments.replacedBy', {
              who: entry.editor.fullname,
              when: formatDateTime(entry.date_edited_at, i18n.language),
            })}
          </Text>
          <RichTextView html={entry.content} />
        </div>
      ))}
    </Stack>
  );
}
