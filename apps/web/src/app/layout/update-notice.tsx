import { useTranslation } from 'react-i18next';
import { switchToWaitingVersion, useWaitingVersion } from '../../lib/service-worker.ts';

/**
 * "A new version is ready": a newer app waits in the service worker; reloading into it is the
 * person's choice, so nothing typed is lost. Plain elements, like the connection notice: it must
 * not wait for code loaded on demand.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const waiting = useWaitingVersion();
  if (!waiting) return null;
  return (
    <div
      role="status"
      data-testid="update-notice"
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 16,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 12px 10px 16px',
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: 'var(--mantine-shadow-md)',
        background: 'var(--mantine-color-body)',
        border: '1px solid var(--mantine-color-default-border)',
        fontSize: 'var(--mantine-font-size-sm)',
      }}
    >
      <span>{t('interaction.updateReady')}</span>
      <button
        type="button"
        onClick={switchToWaitingVersion}
        style={{
          font: 'inherit',
          fontWeight: 600,
          padding: '6px 12px',
          border: 0,
          borderRadius: 'var(--mantine-radius-sm)',
          color: 'var(--mantine-color-white)',
          background: 'var(--mantine-primary-color-filled)',
          cursor: 'pointer',
        }}
      >
        {t('interaction.reload')}
      </button>
    </div>
  );
}
