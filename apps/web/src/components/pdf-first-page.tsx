import { useEffect, useRef, useState } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The first page of a PDF drawn in the page (pdf.js, loaded with the first PDF shown, its worker
 * beside it; nothing in the document runs). Until it is drawn a placeholder keeps its place.
 */
export default function PdfFirstPage(props: { url: string; label: string; width: number }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const response = await fetch(props.url, {
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (!response.ok) throw new Error(`The PDF did not load: ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      const task = pdfjs.getDocument({ data, isEvalSupported: false, enableXfa: false });
      destroy = () => task.destroy();
      const document = await task.promise;
      const page = await document.getPage(1);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(3, (props.width * window.devicePixelRatio) / natural.width);
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      if (cancelled || !target) return;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      await page.render({ canvas: target, viewport }).promise;
      if (!cancelled) setState('ready');
    })().catch((error: unknown) => {
      console.error('The first page of the PDF could not be drawn', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [props.url, props.width]);

  if (state === 'failed') return <Text c="dimmed">{t('files.noPreview')}</Text>;
  return (
    <div style={{ position: 'relative', maxWidth: props.width }}>
      {state === 'loading' && <Skeleton height={props.width * 1.3} maw={props.width} />}
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.label}
        data-testid="pdf-first-page"
        style={{
          display: state === 'ready' ? 'block' : 'none',
          width: '100%',
          height: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
        }}
      />
    </div>
  );
}
