import { useRef } from 'react';
import { Box, Divider, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { usePrefetchOnIntent } from '../routes/use-route-prefetch.ts';
import { useProjects } from '../../features/projects/api/projects.api.ts';
import { SavedFiltersNav } from '../../features/task-filters/components/saved-filters-nav.tsx';
import { NAV_AREAS, activeArea, isInArea } from './navigation.ts';
import type { NavGroup } from './navigation.ts';

const GROUPS: NavGroup[] = ['main', 'lists', 'account'];
const ICON_SIZE = 20;

/** A link of the main navigation: icon and label, or the icon alone with its label on hover. */
function AreaLink({
  to,
  label,
  icon,
  active,
  collapsed,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  active: boolean;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <NavLink
        ref={ref}
        component={RouterNavLink}
        to={to}
        label={collapsed ? null : label}
        aria-label={collapsed ? label : undefined}
        leftSection={icon}
        active={active}
        // The router would also mark Profile as current under /profile/settings.
        aria-current={active ? 'page' : 'false'}
        onClick={onNavigate}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
      {collapsed && <LazyTooltip target={ref} label={label} position="right" />}
    </>
  );
}

/** The viewer's favourite projects, listed under Projects with their colours. */
function FavoriteProjects({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const projects = useProjects('active', '', null);
  const favorites = projects.data?.projects.filter((p) => p.isFavorite) ?? [];
  if (favorites.length === 0) return null;
  return (
    <Stack gap={0} pl="md" component="ul" m={0} aria-label={t('nav.favorites')}>
      {favorites.map((project) => (
        <Box component="li" key={project.id} style={{ listStyle: 'none' }}>
          <NavLink
            component={RouterNavLink}
            to={`/project/${project.id}`}
            label={project.name}
            onClick={onNavigate}
            active={isInArea(pathname, `/project/${project.id}`)}
            leftSection={
              <Box
                aria-hidden
                w={10}
                h={10}
                style={{
                  borderRadius: 3,
                  background: project.color ?? 'var(--mantine-color-gray-5)',
                }}
              />
            }
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Folds the navigation down to its icons and back, on wide screens. */
function CollapseButton({
  collapsed,
  onToggleCollapsed,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const label = collapsed ? t('nav.expand') : t('nav.collapse');
  return (
    <Box p="xs" visibleFrom="sm">
      <UnstyledButton
        ref={ref}
        onClick={onToggleCollapsed}
        aria-label={label}
        aria-expanded={!collapsed}
        p={8}
        style={{ borderRadius: 'var(--mantine-radius-md)', display: 'flex' }}
        c="dimmed"
      >
        {collapsed ? (
          <IconLayoutSidebarLeftExpand size={ICON_SIZE} stroke={1.6} />
        ) : (
          <IconLayoutSidebarLeftCollapse size={ICON_SIZE} stroke={1.6} />
        )}
      </UnstyledButton>
      <LazyTooltip target={ref} label={label} position="right" />
    </Box>
  );
}

/**
 * The main navigation: areas with icons in groups, favourite projects under Projects, and on
 * wide screens a button that folds it down to the icons.
 */
export function MainNav({
  collapsed,
  onToggleCollapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = activeArea(pathname);
  const prefetch = usePrefetchOnIntent();
  return (
    <>
      {/* Native scrolling: Mantine's ScrollArea would bring the floating layer's code along. */}
      <Box style={{ flex: 1, overflowY: 'auto' }} px="xs" pt="xs" {...prefetch}>
        {GROUPS.map((group, index) => (
          <Stack key={group} gap={2}>
            {index > 0 && <Divider my="xs" />}
            {!collapsed && group === 'lists' && (
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {t('nav.lists')}
              </Text>
            )}
            {NAV_AREAS.filter((a) => a.group === group).map(({ area, path, icon: Icon, ...a }) => (
              <Box key={area}>
                <AreaLink
                  to={path}
                  label={t('labelKey' in a ? a.labelKey : `nav.${area}`)}
                  icon={<Icon size={ICON_SIZE} stroke={1.6} />}
                  active={area === current}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
                {area === 'projects' && !collapsed && <FavoriteProjects onNavigate={onNavigate} />}
              </Box>
            ))}
            {group === 'lists' && !collapsed && (
              <Box pt="xs">
                <SavedFiltersNav onNavigate={onNavigate} />
              </Box>
            )}
          </Stack>
        ))}
      </Box>
      {onToggleCollapsed && (
        <CollapseButton collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
      )}
    </>
  );
}
