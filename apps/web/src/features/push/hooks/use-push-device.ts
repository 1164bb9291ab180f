import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import type { PushBlock } from '../../../lib/push.ts';
import {
  PushUnavailableError,
  applyPushChoice,
  askPushLater,
  pushBlock,
  requestPushPermission,
} from '../../../lib/push.ts';
import type { StoredNotificationConfig } from '../../../lib/push-config.ts';
import { useNotificationConfig } from '../../../lib/push-config.ts';

/** What went wrong last: the browser has no push service, or the server did not take the change. */
export type PushFailure = 'unavailable' | 'enable' | 'disable' | null;

export interface PushDevice {
  config: StoredNotificationConfig;
  /** Why pushes cannot be had here, if so. */
  block: PushBlock;
  /** Whether this browser receives the person's pushes. */
  enabled: boolean;
  busy: boolean;
  failure: PushFailure;
  /** Asks the browser's permission and subscribes; a refusal is stored as DISABLED. */
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
  askLater: () => void;
  /** "No": this browser receives no pushes, and the prompt does not ask again. */
  decline: () => Promise<void>;
  clearFailure: () => void;
}

/** This browser's push choice and what changes it, for the prompt and the settings card. */
export function usePushDevice(): PushDevice {
  const user = useCurrentUser();
  const config = useNotificationConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PushFailure>(null);
  const block = pushBlock();
  const granted = block === null && Notification.permission === 'granted';
  const token = user.public_token;

  const turnOn = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await requestPushPermission();
      // Closing the browser's question answers nothing: it is asked again later.
      if (answer === 'default') askPushLater();
      else await applyPushChoice(answer === 'granted' ? 'ENABLED' : 'DISABLED', token);
    } catch (error) {
      if (error instanceof PushUnavailableError) {
        setFailure('unavailable');
        askPushLater();
      } else setFailure('enable');
    } finally {
      setBusy(false);
    }
  }, [token]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      await applyPushChoice('DISABLED', token);
    } catch {
      setFailure('disable');
    } finally {
      setBusy(false);
    }
  }, [token]);

  return {
    config,
    block,
    enabled: granted && config.value.choice === 'ENABLED',
    busy,
    failure,
    turnOn,
    turnOff,
    askLater: useCallback(() => askPushLater(), []),
    decline: turnOff,
    clearFailure: useCallback(() => setFailure(null), []),
  };
}
