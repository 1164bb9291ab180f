/**
 * The query keys of people's out-of-office periods on the calendar: the person's own tabs refresh
 * them on `user.updated`, colleagues' tabs on the `out_of_office_changed` message.
 */
export const outOfOfficeKeys = {
  all: ['out-of-office'] as const,
  range: (from: string, to: string, projectId: number | null) =>
    ['out-of-office', from, to, projectId] as const,
};
