import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

export type { RichTextEditorProps };
export type { Mentionable } from './mention-list.tsx';

// The editor and its styles load with the first editor shown, never with a page.
const LazyEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The rich-text editor, loaded when first shown; a placeholder of its size until then. */
export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="sm" aria-label={props.label} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
