import { Suspense, lazy, startTransition, useState } from 'react';
import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import type { SavedTaskFilter } from '@tandem/contract';
import { LoadFailure } from '../../../components/lazy-dialog.tsx';
import { useSavedTaskFilters } from '../api/task-filters.api.ts';
import { FilterMenuButton } from './filter-menu-button.tsx';

const LoadedFilterMenu = lazy(() =>
  import('./saved-filter-menu.tsx').then((m) => ({ default: m.LoadedFilterMenu })),
);

/**
 * A saved filter's actions menu. Until it is wanted only its button is there: Mantine's Menu and
 * Modal bring the floating layer (~30 KB) that the navigation does not need before. Its code
 * starts loading when the pointer or the focus reaches the button; a click that comes before the
 * code opens the menu once it is there.
 */
function FilterMenu(props: { filter: SavedTaskFilter; index: number; all: SavedTaskFilter[] }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a transition the button stays on the page, with the focus, until the menu's code is there.
  const want = () => startTransition(() => setWanted(true));
  const button = (
    <FilterMenuButton
      name={props.filter.name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={want}
      onFocus={() => {
        want();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        want();
        setClicked(true);
      }}
    />
  );
  const failed = () => {
    if (clicked) notifications.show({ color: 'red', message: t('interaction.openFailed') });
  };
  return (
    <LoadFailure onError={failed} fallback={button}>
      <Suspense fallback={button}>
        {wanted ? <LoadedFilterMenu {...props} clicked={clicked} focused={focused} /> : button}
      </Suspense>
    </LoadFailure>
  );
}

/**
 * The person's saved task filters under "Filters" in the navigation, each opening the task page
 * with it; nothing when there are none.
 */
export function SavedFiltersNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const saved = useSavedTaskFilters();
  const filters = saved.data ?? [];
  if (filters.length === 0) return null;
  const current = pathname === '/lists/tasks' ? new URLSearchParams(search).get('filter') : null;
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.filters')}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
        {t('nav.filters')}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {filters.map((filter, index) => (
          <Group component="li" key={filter.uuid} gap={0} wrap="nowrap">
            <NavLink
              component={RouterNavLink}
              to={`/lists/tasks?filter=${filter.uuid}`}
              label={filter.name}
              leftSection={<IconFilter size={18} stroke={1.6} />}
              active={current === filter.uuid}
              aria-current={current === filter.uuid ? 'page' : 'false'}
              onClick={onNavigate}
              variant="light"
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
              style={{ borderRadius: 'var(--mantine-radius-md)', flex: 1, minWidth: 0 }}
            />
            <FilterMenu filter={filter} index={index} all={filters} />
          </Group>
        ))}
      </Box>
    </Stack>
  );
}
