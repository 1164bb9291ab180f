import type { TandemModule } from '../../core.ts';
import { registerWorkReportSumsRoutes } from './work-report-sums.routes.ts';
import { createSavedFiltersService } from './work-report-sums.saved.service.ts';
import { createWorkReportSumsService } from './work-report-sums.service.ts';
import { timeTrackingPart } from './work-reports.part.ts';
import { registerWorkReportRoutes } from './work-reports.routes.ts';
import { createWorkReportsService } from './work-reports.service.ts';
import { createWorkRunningService } from './work-running.service.ts';

/** Time tracking: work reports, the timer, the time on tasks, and the reports' sums. */
export const workReportsModule: TandemModule = {
  name: 'work-reports',
  register(core) {
    core.taskParts.add(timeTrackingPart);
    const reports = createWorkReportsService(core);
    const running = createWorkRunningService({ ...core, reports });
    registerWorkReportRoutes(core.app, reports, running);
    const sums = createWorkReportSumsService(core);
    registerWorkReportSumsRoutes(core.app, sums, createSavedFiltersService({ ...core, sums }));
  },
};

// The doors: what other modules may use of this module.
export { claimLongRunningWork } from './work-reports.repo.ts';
