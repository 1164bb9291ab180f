import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import type { ReactNode } from 'react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small loader in the middle of the screen, said to screen readers, that blocks nothing. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Center pos="fixed" inset={0} role="status" style={{ zIndex: 300, pointerEvents: 'none' }}>
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}

/** Calls `onLoaded` once the content beside it is on the page. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  const loaded = useEffectEvent(onLoaded);
  useEffect(() => loaded(), []);
  return null;
}

/**
 * Where a dialog or popover content made with `React.lazy` renders: its code loads the first time
 * it opens, so the page offering it does not carry it; a loader shows until it is there.
 * `onLoaded` tells when it is: a Mantine modal kept mounted should first render closed and open
 * then, or it would not know where to return the focus when it closes (see `useLazyModal`).
 */
export function LazyDialog({
  children,
  onLoaded = () => {},
}: {
  children: ReactNode;
  onLoaded?: () => void;
}) {
  return (
    <Suspense fallback={<DialogLoading />}>
      {children}
      <Loaded onLoaded={onLoaded} />
    </Suspense>
  );
}

/**
 * The state of a lazily loaded Mantine modal that stays mounted once opened (so it plays its
 * closing transition): `opened` turns true only once its code is there, for the reason above.
 */
export function useLazyModal() {
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return {
    mounted,
    opened: wanted && loaded,
    open: () => {
      setMounted(true);
      setWanted(true);
    },
    close: () => setWanted(false),
    onLoaded: () => setLoaded(true),
  };
}
