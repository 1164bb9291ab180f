import { lazy } from 'react';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyDialog, useLazyModalFor } from '../../../components/lazy-dialog.tsx';
import { isApplePlatform } from '../../../lib/platform.ts';
import classes from './search.module.css';

// The dialog with its results loads the first time it opens, not with every page.
const QuickSearchDialog = lazy(() =>
  import('./quick-search-dialog.tsx').then((m) => ({ default: m.QuickSearchDialog })),
);

/**
 * The top bar's search: a button (Ctrl+K or Cmd+K anywhere) opening a dialog that searches as one
 * types; arrows move through the results, Enter opens one, the last line opens the search page.
 */
export function QuickSearch() {
  const { t } = useTranslation();
  const [wanted, { open, close }] = useDisclosure(false);
  const dialog = useLazyModalFor(wanted);
  // Also from inside a text field: Ctrl+K is no typing.
  useHotkeys([['mod+K', open]], []);
  const keys = isApplePlatform() ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <Button
        variant="default"
        visibleFrom="md"
        className={classes.trigger}
        leftSection={<IconSearch size={16} stroke={1.8} />}
        rightSection={<Kbd size="xs">{keys}</Kbd>}
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t('search.quick.trigger')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="md"
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={t('search.quick.trigger')}
      >
        <IconSearch size={18} stroke={1.8} />
      </ActionIcon>
      {dialog.mounted && (
        <LazyDialog
          onLoaded={dialog.onLoaded}
          onFailed={() => {
            close();
            dialog.onFailed();
          }}
        >
          <QuickSearchDialog opened={dialog.opened} onClose={close} />
        </LazyDialog>
      )}
    </>
  );
}
