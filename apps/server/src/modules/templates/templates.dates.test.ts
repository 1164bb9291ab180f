import { describe, expect, it } from 'vitest';
import { shiftTemplateDates } from './templates.dates.ts';

const template = {
  dueDate: '2026-03-01',
  dueDateEnd: '2026-04-30',
  budgetNextResetDate: '2026-04-01',
};

describe('template dates', () => {
  it('moves every date by the distance from the template start to the chosen start', () => {
    expect(shiftTemplateDates(template, '2026-05-11')).toEqual({
      dueDate: '2026-05-11',
      dueDateEnd: '2026-07-10',
      budgetNextResetDate: '2026-06-11',
    });
  });

  it('moves dates back when the chosen start is earlier', () => {
    // 28 days earlier.
    expect(shiftTemplateDates(template, '2026-02-01')).toEqual({
      dueDate: '2026-02-01',
      dueDateEnd: '2026-04-02',
      budgetNextResetDate: '2026-03-04',
    });
  });

  it('keeps the dates without a chosen start', () => {
    expect(shiftTemplateDates(template, undefined)).toEqual(template);
    expect(shiftTemplateDates(template, null)).toEqual(template);
  });

  it('keeps missing dates missing', () => {
    expect(
      shiftTemplateDates(
        { dueDate: '2026-03-01', dueDateEnd: null, budgetNextResetDate: null },
        '2026-03-05',
      ),
    ).toEqual({ dueDate: '2026-03-05', dueDateEnd: null, budgetNextResetDate: null });
  });

  it('starts a template without a start on the chosen date, with no deadline to measure', () => {
    expect(
      shiftTemplateDates(
        { dueDate: null, dueDateEnd: '2026-04-30', budgetNextResetDate: '2026-04-01' },
        '2026-05-11',
      ),
    ).toEqual({ dueDate: '2026-05-11', dueDateEnd: null, budgetNextResetDate: '2026-04-01' });
  });
});
