import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@tandem/contract/browser';
import { fail, fakeApi } from '../../../test/fake-api.ts';
import { projectFixture } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { budgetBody, budgetForm } from './project-budget-fields.tsx';
import { EditProjectModal } from './edit-project-modal.tsx';

describe('the project budget in the edit dialog', () => {
  it('reads and writes money, hours and the recurrence', () => {
    const form = budgetForm({
      amount: '1000.00',
      currency: 'EUR',
      minutesBudget: 90,
      isRecurrent: true,
      nextResetDate: '2026-04-01',
      nullAfterMonthsCount: 3,
      nullInDayOfMonth: 31,
    });
    expect(form).toEqual({
      amount: '1000.00',
      hours: 1.5,
      isRecurrent: true,
      nextResetDate: '2026-04-01',
      months: 3,
      day: 31,
    });
    expect(budgetBody(form)).toEqual({
      amount: '1000.00',
      minutesBudget: 90,
      isRecurrent: true,
      nextResetDate: '2026-04-01',
      nullAfterMonthsCount: 3,
      nullInDayOfMonth: 31,
    });
    expect(budgetBody({ ...form, isRecurrent: false })).toMatchObject({
      nextResetDate: null,
      nullAfterMonthsCount: null,
    });
    expect(budgetBody(budgetForm(null))).toBeNull();
  });

  it('sends a recurring budget chosen in the dialog, and shows the server’s refusal by its field', async () => {
    const api = fakeApi().on(ROUTES.projects.update, () =>
      fail(400, {
        message: 'Invalid',
        code: 'VALIDATION_FAILED',
        errors: { validation: { 'budget.nullInDayOfMonth': ['Day out of range.'] } },
      }),
    );
    await renderWithProviders(<EditProjectModal project={projectFixture()} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Time budget (hours)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: 'The budget restarts regularly' }));
    fireEvent.change(await screen.findByLabelText('First restart'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(ROUTES.projects.update)).toHaveLength(1));
    expect(api.bodiesOf(ROUTES.projects.update)[0]).toMatchObject({
      budget: {
        amount: null,
        minutesBudget: 1200,
        isRecurrent: true,
        nextResetDate: '2026-12-01',
        nullAfterMonthsCount: 1,
        nullInDayOfMonth: 1,
      },
    });
    expect(await screen.findByText('Day out of range.')).toBeTruthy();
  });
});
