import { Component, Suspense, useEffect, useEffectEvent, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LAYERS } from '../lib/layers.ts';

/** Document 1, section 9: when a slow modal says so, warns, and is given up on. */
export const SLOW_MODAL_MS = { info: 1_000, warning: 5_000, giveUp: 60_000 } as const;

/** Why a dialog was given up on: its code failed or never came, or the browser is offline. */
type GiveUp = 'failed' | 'offline';

/**
 * A small loader in the middle of the screen, said to screen readers, that blocks nothing. A slow
 * load says so in a toast, then warns that the connection may be faulty (document 1, section 2.4).
 * Offline, code that has not come within a second is not coming (what this device keeps would
 * have come at once): it is given up on then, saying why, or when the connection drops later.
 */
function DialogLoading({ onGiveUp }: { onGiveUp: (why: GiveUp) => void }) {
  const { t } = useTranslation();
  const toast = `opening-${useId()}`;
  const giveUp = useEffectEvent(onGiveUp);
  const showOpening = useEffectEvent(() =>
    notifications.show({
      id: toast,
      message: t('interaction.opening'),
      loading: true,
      autoClose: false,
      withCloseButton: false,
    }),
  );
  const warn = useEffectEvent(() =>
    notifications.update({
      id: toast,
      color: 'yellow',
      loading: false,
      message: t('interaction.openingSlow'),
    }),
  );
  useEffect(() => {
    let waited = false;
    const offline = () => {
      if (waited && !navigator.onLine) giveUp('offline');
    };
    const timers = [
      setTimeout(() => {
        waited = true;
        if (navigator.onLine) showOpening();
        else offline();
      }, SLOW_MODAL_MS.info),
      setTimeout(warn, SLOW_MODAL_MS.warning),
      setTimeout(() => giveUp('failed'), SLOW_MODAL_MS.giveUp),
    ];
    window.addEventListener('offline', offline);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      window.removeEventListener('offline', offline);
      notifications.hide(toast);
    };
  }, [toast]);
  return (
    <Center
      pos="fixed"
      inset={0}
      role="status"
      style={{ zIndex: LAYERS.modal, pointerEvents: 'none' }}
    >
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
 * Turns a dialog whose code did not load (or broke) into nothing (or `fallback`), instead of a
 * broken page.
 */
export class LoadFailure extends Component<{
  onError: () => void;
  children: ReactNode;
  fallback?: ReactNode;
}> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * Where a dialog or popover content made with `React.lazy` renders: its code loads the first time
 * it opens, so the page offering it does not carry it; a loader shows until it is there.
 * `onLoaded` tells when it is: a Mantine modal kept mounted should first render closed and open
 * then, or it would not know where to return the focus when it closes (see `useLazyModal`).
 * If the code does not come (an error, nothing after a minute, or nothing after a second while the
 * browser is offline) an error toast says so and `onFailed` is called; the dialog does not appear
 * later on its own.
 */
export function LazyDialog({
  children,
  onLoaded = () => {},
  onFailed = () => {},
}: {
  children: ReactNode;
  onLoaded?: () => void;
  onFailed?: () => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const fail = (why: GiveUp = 'failed') => {
    setFailed(true);
    notifications.show({
      color: 'red',
      message: t(why === 'offline' ? 'interaction.openOffline' : 'interaction.openFailed'),
    });
    onFailed();
  };
  return (
    <LoadFailure onError={() => fail()}>
      <Suspense fallback={<DialogLoading onGiveUp={fail} />}>
        {children}
        <Loaded onLoaded={onLoaded} />
      </Suspense>
    </LoadFailure>
  );
}

/**
 * The state of a lazily loaded Mantine modal whose opening is decided elsewhere (a store): it
 * stays mounted once opened, so it plays its closing transition, and `opened` turns true only
 * once its code is there, for the reason above.
 */
export function useLazyModalFor(wanted: boolean) {
  const [mounted, setMounted] = useState(wanted);
  const [loaded, setLoaded] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return {
    mounted,
    opened: wanted && loaded,
    onLoaded: () => setLoaded(true),
    onFailed: () => setMounted(false),
  };
}

/** Singleton modals open now, with the instance of `useLazyModal` that holds each. */
const openSingletons = new Map<string, string>();

function releaseSingleton(name: string | undefined, owner: string) {
  if (name && openSingletons.get(name) === owner) openSingletons.delete(name);
}

/**
 * The state of a lazily loaded Mantine modal opened by its own button. Opening it again while it
 * is open or loading changes nothing; with a `singleton` name, no other instance of that modal
 * opens while one is open (document 1, section 2.4).
 */
export function useLazyModal(singleton?: string) {
  const owner = useId();
  const [wanted, setWanted] = useState(false);
  const modal = useLazyModalFor(wanted);
  useEffect(() => () => releaseSingleton(singleton, owner), [singleton, owner]);
  const close = () => {
    releaseSingleton(singleton, owner);
    setWanted(false);
  };
  return {
    ...modal,
    open: () => {
      if (singleton) {
        const holder = openSingletons.get(singleton);
        if (holder && holder !== owner) return;
        openSingletons.set(singleton, owner);
      }
      setWanted(true);
    },
    close,
    onFailed: () => {
      close();
      modal.onFailed();
    },
  };
}
