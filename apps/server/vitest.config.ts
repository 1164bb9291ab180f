import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files share their worker's loaded modules: each opens an app of its own over a
    // database of its own, and loading the server's modules again for each file cost more time
    // than most files' tests.
    isolate: false,
  },
});
