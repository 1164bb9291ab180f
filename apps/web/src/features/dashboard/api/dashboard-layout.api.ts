import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, DashboardLayout } from '@tandem/contract';
import { ROUTES } from '@tandem/contract/browser';
import { call } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session.ts';

/** The layout with one section moved by `offset` places (up is -1); unchanged when it cannot go. */
export function moveSection(layout: DashboardLayout, id: string, offset: number): DashboardLayout {
  const from = layout.sections.findIndex((s) => s.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= layout.sections.length) return layout;
  const sections = [...layout.sections];
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved!);
  return { ...layout, sections };
}

/** The layout with one section shown or hidden. */
export function showSection(layout: DashboardLayout, id: string, shown: boolean): DashboardLayout {
  return {
    ...layout,
    sections: layout.sections.map((s) => (s.id === id ? { ...s, hidden: !shown } : s)),
  };
}

/**
 * Saves the person's dashboard layout: the dashboard follows at once, and goes back if the
 * server refuses; their other tabs follow by the live layer.
 */
export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sessionKey,
    mutationFn: (layout: DashboardLayout) => call(ROUTES.auth.saveDashboard, { body: layout }),
    onMutate: (layout) => {
      void queryClient.cancelQueries({ queryKey: sessionKey }, { revert: false });
      const previous = queryClient.getQueryData<CurrentUser | null>(sessionKey);
      if (previous) queryClient.setQueryData(sessionKey, { ...previous, dashboard: layout });
      return { previous };
    },
    onError: (_error, _layout, context) => {
      if (context?.previous) queryClient.setQueryData(sessionKey, context.previous);
    },
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKey, user),
  });
}
