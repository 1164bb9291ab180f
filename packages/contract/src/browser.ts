// What the browser may import at run time: constants and routes, none of the zod schemas.
// Types come from the main entry with `import type`, which costs nothing in the bundle.
export * from './limits.ts';
export * from './states.ts';
export * from './error-codes.ts';
export * from './event-types.ts';
export * from './custom-field-filter.ts';
export * from './task-filter-values.ts';
export * from './recurrence-values.ts';
export * from './task-relation-kinds.ts';
export * from './project-page.ts';
export * from './route.ts';
export * from './routes.generated.ts';
export * from './money.ts';
export * from './comment-values.ts';
export * from './file-values.ts';
export * from './task-board-expand.ts';
export * from './global-settings.ts';
export * from './notification-values.ts';
export * from './work-values.ts';
export * from './work-report-values.ts';
export * from './budget-period.ts';
export * from './invoice-values.ts';
export * from './search-values.ts';
export * from './dashboard-values.ts';
export * from './calendar-values.ts';
export * from './calendar-feed-values.ts';
export * from './timeline-values.ts';
