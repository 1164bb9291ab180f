import { Chip, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchEntityType, SearchResultItem } from '@tandem/contract';
import { SEARCH_ENTITY_TYPES } from '@tandem/contract/browser';

/** What the page is narrowed to, as its address holds it. */
export interface SearchFacets {
  type: SearchEntityType | null;
  project: number | null;
  person: number | null;
  state: number | null;
}

interface Option {
  value: string;
  label: string;
}

/** Counts of the results by one of their facets, most first. */
function countBy(
  items: readonly SearchResultItem[],
  key: (item: SearchResultItem) => Option | null,
) {
  const counts = new Map<string, Option & { count: number }>();
  for (const item of items) {
    const option = key(item);
    if (!option) continue;
    const seen = counts.get(option.value);
    if (seen) seen.count += 1;
    else counts.set(option.value, { ...option, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * The facets of a search: kind, project, person and state, with how many of the results (of the
 * query without facets) each holds. Changing one narrows the results; the address keeps them.
 */
export function SearchFacetsPanel({
  items,
  facets,
  onChange,
}: {
  items: readonly SearchResultItem[];
  facets: SearchFacets;
  onChange: (facets: SearchFacets) => void;
}) {
  const { t } = useTranslation();
  const types = countBy(items, (i) => ({ value: i.type, label: t(`search.types.${i.type}`) }));
  const withCount = (o: Option & { count: number }) => ({
    value: o.value,
    label: `${o.label} (${o.count})`,
  });
  const projects = countBy(items, (i) => ({ value: String(i.project.id), label: i.project.name }));
  const people = countBy(items, (i) =>
    i.author ? { value: String(i.author.id), label: i.author.fullname } : null,
  );
  const idOf = (value: string | null) => (value ? Number(value) : null);
  const typeCount = new Map(types.map((o) => [o.value, o.count]));
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={600} id="search-facet-type">
          {t('search.facets.type')}
        </Text>
        <Chip.Group
          value={facets.type ?? 'all'}
          onChange={(value) => onChange({ ...facets, type: value === 'all' ? null : value })}
        >
          <Group gap={6} role="radiogroup" aria-labelledby="search-facet-type">
            <Chip value="all" size="sm" variant="light">
              {t('search.facets.allTypes')}
            </Chip>
            {SEARCH_ENTITY_TYPES.filter((type) => typeCount.has(type) || facets.type === type).map(
              (type) => (
                <Chip key={type} value={type} size="sm" variant="light">
                  {`${t(`search.types.${type}`)} (${typeCount.get(type) ?? 0})`}
                </Chip>
              ),
            )}
          </Group>
        </Chip.Group>
      </Stack>
      {/* Side by side on a phone, so the results start near the top. */}
      <SimpleGrid cols={{ base: 3, md: 1 }} spacing="xs" verticalSpacing="md">
        <Select
          label={t('search.facets.project')}
          placeholder={t('search.facets.any')}
          data={projects.map(withCount)}
          value={facets.project ? String(facets.project) : null}
          onChange={(value) => onChange({ ...facets, project: idOf(value) })}
          clearable
          searchable
          nothingFoundMessage={t('search.facets.none')}
        />
        <Select
          label={t('search.facets.person')}
          placeholder={t('search.facets.any')}
          data={people.map(withCount)}
          value={facets.person ? String(facets.person) : null}
          onChange={(value) => onChange({ ...facets, person: idOf(value) })}
          clearable
          searchable
          nothingFoundMessage={t('search.facets.none')}
        />
        <Select
          label={t('search.facets.state')}
          placeholder={t('search.facets.any')}
          data={[
            { value: '1', label: t('search.facets.active') },
            { value: '5', label: t('search.facets.finished') },
          ]}
          value={facets.state ? String(facets.state) : null}
          onChange={(value) => onChange({ ...facets, state: idOf(value) })}
          clearable
        />
      </SimpleGrid>
    </Stack>
  );
}
