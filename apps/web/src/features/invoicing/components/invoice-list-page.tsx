import { Button, Drawer, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { InvoiceState, Project } from '@tandem/contract';
import { useTranslation } from 'react-i18next';
import { projectLabel } from '../utils/project-label.ts';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useInvoice, useInvoices } from '../api/invoicing.api.ts';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceTable } from './invoice-table.tsx';

const STATES = ['all', 'issued', 'cancelled'] as const;

/** The invoice of `?id=` in a drawer over the list. */
function InvoiceDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useInvoice(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text fw={700} size="lg">
          {t('invoicing.detail.title', { number: invoice.data?.number ?? '' })}
        </Text>
      }
    >
      {id !== null && (
        <QueryState query={invoice}>{(data) => <InvoiceDetail invoice={data} />}</QueryState>
      )}
    </Drawer>
  );
}

/**
 * The invoices the viewer issued or may invoice (`/invoicing/list`), by state and project, a page
 * at a time; `?id=` opens one with its lines, files and cancel.
 */
export function InvoiceListPage({ projects }: { projects: Project[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = (params.get('state') as InvoiceState | null) ?? null;
  const projectId = Number(params.get('project')) || null;
  const openId = Number(params.get('id')) || null;
  const invoices = useInvoices({ projectId, state });
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const linkTo = (id: number) => `?${withParam('id', String(id)).toString()}`;
  const newInvoice = (
    <Button component={Link} to="/fakturace">
      {t('invoicing.list.new')}
    </Button>
  );
  return (
    <Page title={t('invoicing.list.title')} actions={newInvoice}>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('invoicing.list.state')}
          value={state ?? 'all'}
          onChange={(v) => setParams(withParam('state', v === 'all' ? null : v), { replace: true })}
          data={STATES.map((value) => ({ value, label: t(`invoicing.list.states.${value}`) }))}
        />
        <NativeSelect
          aria-label={t('invoicing.choice.project')}
          value={projectId === null ? '' : String(projectId)}
          onChange={(e) =>
            setParams(withParam('project', e.currentTarget.value || null), { replace: true })
          }
          data={[
            { value: '', label: t('invoicing.list.allProjects') },
            ...projects.map((p) => ({ value: String(p.id), label: projectLabel(p, t) })),
          ]}
        />
      </Group>
      <QueryState query={invoices}>
        {(data) => {
          const all = data.pages.flatMap((page) => page.invoices);
          if (all.length === 0)
            return (
              <Text c="dimmed" data-testid="no-invoices">
                {t('invoicing.list.empty')}
              </Text>
            );
          return (
            <Stack gap="sm">
              <InvoiceTable invoices={all} linkTo={linkTo} />
              {invoices.hasNextPage && (
                <Button
                  variant="default"
                  style={{ alignSelf: 'center' }}
                  loading={invoices.isFetchingNextPage}
                  onClick={() => void invoices.fetchNextPage()}
                >
                  {t('invoicing.list.more')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <InvoiceDrawer id={openId} onClose={() => setParams(withParam('id', null))} />
    </Page>
  );
}
