import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '@tandem/contract/browser';
import { isSearchable, useQuickSearch } from '../api/search.api.ts';
import { resultPath } from '../utils/result-path.ts';
import { SearchResultRow } from './search-result-row.tsx';
import classes from './search.module.css';

/** Results the quick search shows; the last line leads to all of them. */
const QUICK_LIMIT = 8;

/** The search page's address for a query. */
export const searchPagePath = (query: string) => `/search?q=${encodeURIComponent(query.trim())}`;

/** The quick search's dialog, loaded the first time it opens (`QuickSearch`). */
export function QuickSearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('search.quick.title')}
      size="lg"
      yOffset="8vh"
      fullScreen={false}
      radius="md"
    >
      {opened && <QuickSearchPanel onDone={onClose} />}
    </Modal>
  );
}

function QuickSearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 150);
  const results = useQuickSearch(debounced, QUICK_LIMIT);
  const searchable = isSearchable(debounced);
  const items = searchable ? (results.data?.items ?? []) : [];
  const options = items.length + (isSearchable(query) ? 1 : 0);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(options - 1, 0));
  const optionId = (i: number) => `${listId}-${i}`;

  const openAt = (i: number) => {
    const item = items[i];
    void navigate(item ? resultPath(item) : searchPagePath(query));
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % options,
      ArrowUp: (current - 1 + options) % options,
      Home: 0,
      End: options - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openAt(current);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        aria-label={t('search.quick.title')}
        leftSection={<IconSearch size={16} stroke={1.8} />}
        rightSection={results.isFetching ? <Loader size="xs" /> : null}
        role="combobox"
        aria-expanded={options > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options > 0 ? optionId(current) : undefined}
      />
      <Box role="listbox" id={listId} aria-label={t('search.quick.results')}>
        {items.map((item, i) => (
          <div
            key={`${item.type}-${item.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            data-active={i === current || undefined}
            className={classes.result}
            onMouseMove={() => setActive(i)}
            onClick={() => openAt(i)}
          >
            <SearchResultRow item={item} compact />
          </div>
        ))}
        {isSearchable(query) && (
          <div
            id={optionId(items.length)}
            role="option"
            aria-selected={current === items.length}
            data-active={current === items.length || undefined}
            className={classes.result}
            onMouseMove={() => setActive(items.length)}
            onClick={() => openAt(items.length)}
          >
            <Group gap="xs" wrap="nowrap">
              <IconArrowRight size={16} stroke={1.8} aria-hidden />
              <Text size="sm" fw={500} truncate>
                {t('search.quick.seeAll', { query: query.trim() })}
              </Text>
            </Group>
          </div>
        )}
      </Box>
      <QuickSearchStatus
        query={query}
        searchable={searchable}
        error={results.isError}
        empty={searchable && results.isSuccess && !results.isPlaceholderData && items.length === 0}
      />
    </Stack>
  );
}

function QuickSearchStatus(props: {
  query: string;
  searchable: boolean;
  error: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation();
  const text = props.error
    ? t('search.error')
    : !isSearchable(props.query)
      ? t('search.tooShort')
      : props.empty
        ? t('search.nothingFound', { query: props.query.trim() })
        : null;
  if (!text) return null;
  return (
    <Text size="sm" c={props.error ? 'red' : 'dimmed'} role="status" px="sm">
      {text}
    </Text>
  );
}
