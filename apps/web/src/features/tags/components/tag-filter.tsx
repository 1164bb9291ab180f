import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/errors.ts';
import { useTags } from '../api/tags.api.ts';

/** Picks one of the user's tags to filter a list by; empty for all. */
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
    <Select
      aria-label={t('tags.filter')}
      placeholder={tags.isPending ? t('common.loading') : t('tags.allTags')}
      data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.tag }))}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      searchable
      clearable
      disabled={tags.isPending}
      error={tags.isError ? errorMessage(tags.error, t) : undefined}
      nothingFoundMessage={t('tags.noMatch')}
      w={{ base: '100%', xs: 240 }}
      data-testid="tag-filter"
    />
  );
}
