import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.TANDEM_API ?? 'http://localhost:3000';

/** The libraries every page runs on (the boards' virtual lists load with the boards). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:react-query|query-core)|use-sync-external-store)[\\/]/;
/** The Mantine components every page draws with (the sign-in page uses each of them). */
const MANTINE_BASICS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Title|Group|Stack|Paper|Button|UnstyledButton|CloseButton|Transition|Alert|Input|TextInput|ActionIcon|Anchor|Center|Loader)[\\/]/;

const SCROLL_CLASS_NAMES = '\0tandem:remove-scroll-class-names';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll (~4 KB compressed) for
 * one class name, the one that keeps them clear of the scrollbar a modal hides. The signed-in
 * shell gets the names alone; the library itself comes with the first modal.
 */
/**
 * The English strings are fetched as JSON once the entry runs; a preload in the page lets the
 * browser fetch them alongside the entry instead of after it.
 */
function preloadDefaultStrings(): Plugin {
  return {
    name: 'tandem-preload-default-strings',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) =>
          /(^|\/)en-US-[\w-]+\.json$/.test(name),
        );
        if (!file) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

function appShellScrollClassNames(): Plugin {
  return {
    name: 'tandem:app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAppShell = importer !== undefined && /[\\/]AppShell[\\/]/.test(importer);
      return source === 'react-remove-scroll' && fromAppShell ? SCROLL_CLASS_NAMES : null;
    },
    load(id) {
      if (id !== SCROLL_CLASS_NAMES) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), appShellScrollClassNames(), preloadDefaultStrings()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/ready': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What every page needs, in two chunks. Left to automatic splitting, each dialog loaded on
        // demand would cut these into more small chunks that every page then loads one by one.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'mantine', test: MANTINE_BASICS, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
