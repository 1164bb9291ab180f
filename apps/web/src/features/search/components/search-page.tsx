import { useEffect, useState } from 'react';
import { Grid, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SearchEntityType, SearchInput, SearchResponse } from '@tandem/contract';
import {
  SEARCH_ENTITY_TYPES,
  SEARCH_MATCHES_MAX,
  SEARCH_QUERY_MAX,
} from '@tandem/contract/browser';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { PageSkeleton, QueryState } from '../../../components/query-state.tsx';
import { isSearchable, useSearch } from '../api/search.api.ts';
import { resultPath } from '../utils/result-path.ts';
import type { SearchFacets } from './search-facets.tsx';
import { SearchFacetsPanel } from './search-facets.tsx';
import { SearchResultRow } from './search-result-row.tsx';
import classes from './search.module.css';

/** Results on one page of the search page. */
const PAGE_SIZE = 20;
/** Results the facets are counted over. */
const FACET_BASE = 100;

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function facetsOf(params: URLSearchParams): SearchFacets {
  const type = params.get('type');
  return {
    type: SEARCH_ENTITY_TYPES.includes(type as SearchEntityType)
      ? (type as SearchEntityType)
      : null,
    project: idParam(params.get('project')),
    person: idParam(params.get('person')),
    state: idParam(params.get('state')),
  };
}

function requestOf(query: string, facets: SearchFacets, page: number): SearchInput {
  return {
    search_query: query,
    page,
    limit: PAGE_SIZE,
    ...(facets.type ? { entity_type: facets.type } : {}),
    ...(facets.project ? { projects_ids: [facets.project] } : {}),
    ...(facets.person ? { authors_ids: [facets.person] } : {}),
    ...(facets.state ? { state_ids: [facets.state] } : {}),
  };
}

/**
 * `/search?q=`: everything the user may see that matches, with facets by kind, project, person
 * and state. The address holds the query, the facets and the page, so a search can be shared.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const facets = facetsOf(params);
  const page = Math.max(0, Math.min(999, Number(params.get('page')) || 0));
  const [draft, setDraft] = useState(query);
  const [typed] = useDebouncedValue(draft.trim(), 300);

  const update = (changes: Record<string, string | number | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace });
  };
  // Typing searches as it goes; the address follows without a history entry per letter.
  useEffect(() => {
    if (typed !== query && (isSearchable(typed) || typed === ''))
      update({ q: typed, page: null }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [typed]);

  const base = useSearch({ search_query: query, limit: FACET_BASE });
  const results = useSearch(requestOf(query, facets, page));
  // Facets only where there is something to narrow, or a facet to undo.
  const showFacets =
    (base.data?.items.length ?? 0) > 0 || Object.values(facets).some((v) => v !== null);
  const setFacets = (next: SearchFacets) =>
    update({
      type: next.type,
      project: next.project,
      person: next.person,
      state: next.state,
      page: null,
    });

  return (
    <Page title={t('nav.search')}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim(), page: null });
        }}
      >
        <TextInput
          data-shortcut="search"
          size="md"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={18} stroke={1.8} />}
          autoFocus={query === ''}
        />
      </form>
      {!isSearchable(query) ? (
        <EmptyState
          title={t('search.startTitle')}
          text={t('search.startText')}
          icon={<IconSearch size={26} stroke={1.6} />}
        />
      ) : (
        <Grid gap="lg">
          {showFacets && (
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <SearchFacetsPanel
                items={base.data?.items ?? []}
                facets={facets}
                onChange={setFacets}
              />
            </Grid.Col>
          )}
          <Grid.Col span={showFacets ? { base: 12, md: 8, lg: 9 } : 12}>
            <SearchResults
              query={query}
              results={results}
              page={page}
              onPage={(p) => update({ page: p === 0 ? null : p })}
            />
          </Grid.Col>
        </Grid>
      )}
    </Page>
  );
}

function SearchResults({
  query,
  results,
  page,
  onPage,
}: {
  query: string;
  results: ReturnType<typeof useSearch>;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <QueryState query={results} loading={<PageSkeleton rows={5} />}>
      {(data) => (
        <ResultList
          query={query}
          data={data}
          page={page}
          onPage={onPage}
          fetching={results.isFetching}
        />
      )}
    </QueryState>
  );
}

function ResultList({
  query,
  data,
  page,
  onPage,
  fetching,
}: {
  query: string;
  data: SearchResponse;
  page: number;
  onPage: (page: number) => void;
  fetching: boolean;
}) {
  const { t } = useTranslation();
  const { items, total } = data;
  if (items.length === 0)
    return (
      <EmptyState
        title={t('search.nothingFound', { query })}
        text={t('search.nothingFoundText')}
        icon={<IconSearch size={26} stroke={1.6} />}
      />
    );
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="xs" aria-busy={fetching}>
      <Text size="sm" c="dimmed" role="status">
        {total >= SEARCH_MATCHES_MAX
          ? t('search.countCapped', { count: SEARCH_MATCHES_MAX })
          : t('search.count', { count: total })}
      </Text>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <Link to={resultPath(item)} className={classes.result}>
              <SearchResultRow item={item} />
            </Link>
          </li>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={Math.min(pages, 1000)}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          mt="md"
          size="sm"
        />
      )}
    </Stack>
  );
}
