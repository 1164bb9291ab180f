import type { CalendarOutOfOffice } from '@tandem/contract';
import { addDays } from '../../../lib/calendar-day.ts';

/** The class that styles a period of out of office on the calendar. */
export const OUT_OF_OFFICE_CLASS = 'out-of-office';

export interface OutOfOfficeEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: true;
  editable: false;
  classNames: string[];
  extendedProps: { outOfOffice: CalendarOutOfOffice };
}

/**
 * A person's out-of-office period as a whole-day event from its first day to its last (the
 * calendar's end of whole days is the day after), named by `title`; it cannot be dragged.
 */
export function outOfOfficeEvent(
  period: CalendarOutOfOffice,
  title: (name: string) => string,
): OutOfOfficeEvent {
  return {
    id: `out-of-office-${period.user.id}`,
    title: title(period.user.fullname),
    start: period.date_from,
    end: addDays(period.date_to, 1),
    allDay: true,
    editable: false,
    classNames: [OUT_OF_OFFICE_CLASS],
    extendedProps: { outOfOffice: period },
  };
}
