import { defineConfig } from 'vitest/config';

/** Tests of calendar arithmetic, run again in zones with daylight saving time on both sides. */
const dateTests = [
  'src/lib/calendar-dates.test.ts',
  'src/modules/tasks/task-due-dates.test.ts',
  'src/modules/recurrence/recurrence-rule.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      ...['Europe/Prague', 'America/Los_Angeles'].map((zone) => ({
        test: {
          name: `dates ${zone}`,
          root: './apps/server',
          include: dateTests,
          environment: 'node',
          env: { TZ: zone },
        },
      })),
    ],
  },
});
