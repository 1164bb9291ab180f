import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useTags } from '../api/tags.api.ts';

/**
 * Picks one of the user's tags to filter a list by; "All tags" for none. A native select: the
 * browser gives it type-ahead, the phone's own picker, and no dropdown code to load.
 */
export function TagFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (tagId: number | null) => void;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  return (
    <NativeSelect
      aria-label={t('tags.filter')}
      data={[
        { value: '', label: tags.isPending ? t('common.loading') : t('tags.allTags') },
        ...(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag })),
      ]}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const selected = event.currentTarget.value;
        onChange(selected ? Number(selected) : null);
      }}
      disabled={tags.isPending}
      error={tags.isError ? errorMessage(tags.error, t) : undefined}
      w={{ base: '100%', xs: 240 }}
      data-testid="tag-filter"
    />
  );
}
