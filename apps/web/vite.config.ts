import { defineConfig } from 'vitest/config';
import { minifySync } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const apiTarget = process.env.TANDEM_API ?? 'http://localhost:3000';

/** The libraries every page runs on (the boards' virtual lists load with the boards). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:react-query|query-core)|use-sync-external-store)[\\/]/;
/** The Mantine components every page draws with (the sign-in page uses each of them). */
const MANTINE_BASICS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Title|Group|Stack|Paper|Button|UnstyledButton|CloseButton|Transition|Alert|Input|TextInput|ActionIcon|Anchor|Center|Loader)[\\/]/;

/**
 * Mantine's small shared helpers (the theme functions, the hooks), which automatic splitting would
 * otherwise cut into a dozen chunks of a few hundred bytes that every page fetches one by one.
 */
const MANTINE_HELPERS =
  /@mantine[\\/](core[\\/]esm[\\/]core|hooks[\\/]esm[\\/](use-uncontrolled|use-merged-ref|use-window-event|use-id|use-isomorphic-effect|use-reduced-motion|use-media-query|use-did-update|use-force-update|use-previous|use-callback-ref|utils))[\\/]/;
/**
 * The components the signed-in shell and the dashboard draw with besides the basic ones, and the
 * icon factory: one chunk that the signed-out pages do not load.
 */
const WORKSPACE_COMPONENTS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Checkbox|Badge|Card|Divider|VisuallyHidden|Checkbox[\\/]CheckIcon|Accordion|InlineInput|AppShell|Burger|Avatar|Kbd)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)/;

/**
 * The app's own small shared modules (the API client, the session, formats, empty and loading
 * states, the lazy dialog and tooltip): one chunk rather than twenty of a few hundred bytes.
 */
/**
 * The app's own small shared modules that the sign-in pages and the signed-in shell use: a fixed
 * chunk. Other shared modules (those that bring a date picker, a PDF viewer, a virtual list, a
 * tooltip or a feature's calls along) are split where they are used, so that a new one in
 * components/ or lib/ cannot grow the first route unnoticed.
 */
const APP_COMMON =
  /[\\/]src[\\/](lib[\\/](layers|external-store|global-modal-state|global-errors|api-client|session|push-config|push|locale-messages|i18n|query-client|color-scheme|global-add-task|format|avatars|invalidate-when-idle|apply-live-change|safe-link|notifications)|components[\\/](page|errors|query-state|product-mark|lazy-dialog|lazy-tooltip|user-avatar|form-alert))\.tsx?$/;
/**
 * Small modules the entry shares with pages loaded later (the contract's limits and states, its
 * browser entry, the addresses of the locale files): in `common` rather than a file of a few
 * hundred bytes each, compressed one by one.
 */
const SHARED_SMALL =
  /[\\/]packages[\\/]contract[\\/]src[\\/](limits|states|browser)\.ts$|[\\/]src[\\/]locales[\\/][\w-]+\.json\?url$/;
/** Shared components that bring a popover, a menu or a tooltip along: they load where used. */
const WITH_FLOATING =
  /[\\/](action-trigger|avatar-stack|hover-tooltip|password-field|swatch-picker)\.tsx$/;

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

/** Text files worth compressing, and the size under which the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|css|json|html|svg|txt|webmanifest)$/;
const MIN_COMPRESS_BYTES = 200;

/** Scripts of `public/` the page loads as they are (not bundled): minified in the build. */
const PUBLIC_SCRIPTS = ['start.js'];

/**
 * Beside each text file of the build, a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy: the server sends the smallest the browser accepts, without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return {
    name: 'tandem:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      // Their comments stay in the sources; every page loads them before anything else.
      for (const name of PUBLIC_SCRIPTS) {
        const file = join(outDir, name);
        const { code, errors } = minifySync(name, readFileSync(file, 'utf8'));
        if (errors.length) throw new Error(`${name}: ${errors[0]!.message}`);
        writeFileSync(file, code);
      }
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
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

/**
 * The installable app: its manifest, and the service worker (`sw/sw.ts`) with the list of the
 * build's files it keeps so that the app opens offline. Not on the list: source maps, the
 * compressed copies, the PDF reader (big, rarely used) and the strings of other languages than
 * English; the worker keeps those once they were used.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'assets/en-US-*.json'],
      globIgnores: ['**/*.map', 'assets/pdf-*.js', 'assets/pdf.worker*', 'stats.html'],
      maximumFileSizeToCacheInBytes: 1_500_000,
    },
    // The files of `public/` are on the list through the patterns above, as built (the start
    // script minified): naming one here as well would list it twice, and a file listed twice with
    // two contents stops the worker's install.
    manifest: {
      id: '/',
      name: 'Tandem',
      short_name: 'Tandem',
      description: 'Plan and do work together: projects, tasks, time and reports.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#4a53d6',
      background_color: '#ffffff',
      categories: ['productivity', 'business'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      // Document 1, section 1: add a task, time tracking and notifications.
      shortcuts: [
        {
          name: 'Add a task',
          url: '/front/task/add',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
        {
          name: 'Time tracking',
          url: '/timetracking',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
        {
          name: 'Notifications',
          url: '/notifications',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    appShellScrollClassNames(),
    preloadDefaultStrings(),
    installableApp(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      // Time tracking's calls live beside its pages' paths (/timetracking, /task/...).
      '/timetracking/api': apiTarget,
      '/front/task/api': apiTarget,
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
            {
              name: 'mantine',
              test: (id) => MANTINE_BASICS.test(id) || MANTINE_HELPERS.test(id),
              priority: 1,
            },
            { name: 'workspace', test: WORKSPACE_COMPONENTS, priority: 1 },
            {
              name: 'common',
              test: (id) =>
                (APP_COMMON.test(id) || SHARED_SMALL.test(id)) && !WITH_FLOATING.test(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
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
    // The files share their worker's modules and window, so they run after the other projects'
    // (whose files would make the worker set its browser window up anew between them).
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
