import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.TANDEM_API ?? 'http://localhost:3000';

/** The libraries every page runs on (the boards' virtual lists load with the boards). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:react-query|query-core)|use-sync-external-store)[\\/]/;
/** The Mantine components every page draws with (the sign-in page uses each of them). */
const MANTINE_BASICS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Title|Group|Stack|Paper|Button|UnstyledButton|CloseButton|Transition|Alert|Input|TextInput|ActionIcon|Anchor|Center|Loader)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
