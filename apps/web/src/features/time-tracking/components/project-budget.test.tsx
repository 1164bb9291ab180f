import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Project } from '@tandem/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectBudget } from './project-budget.tsx';

const budget: NonNullable<Project['budget']> = {
  amount: '1000.00',
  currency: 'EUR',
  isRecurrent: false,
  minutesBudget: 600,
  nextResetDate: null,
  nullAfterMonthsCount: null,
  nullInDayOfMonth: null,
};

async function show(amount: string, minutes: number) {
  await renderWithProviders(
    <ProjectBudget budget={budget} sums={{ minutes, costs: [{ amount, currency: 'EUR' }] }} />,
  );
  return {
    money: screen.getByTestId('budget-money'),
    time: screen.getByTestId('budget-time'),
  };
}

describe('ProjectBudget', () => {
  it('stays calm at 79 %', async () => {
    const { money, time } = await show('790.00', 474);
    expect(money.dataset.level).toBe('ok');
    expect(time.dataset.level).toBe('ok');
    expect(money.textContent).toContain('€790.00 of €1,000.00');
    expect(screen.queryByText(/of the budget is spent/)).toBeNull();
  });

  it('warns from 80 %', async () => {
    const { money, time } = await show('800.00', 480);
    expect(money.dataset.level).toBe('warning');
    expect(screen.getByText('80% of the budget is spent')).toBeTruthy();
    expect(time.dataset.level).toBe('warning');
    expect(screen.getByText('80% of the time budget is spent')).toBeTruthy();
  });

  it('is red at 100 % and says by how much it is exceeded past it', async () => {
    const { money, time } = await show('1000.00', 750);
    expect(money.dataset.level).toBe('over');
    expect(screen.getByText('The whole budget is spent')).toBeTruthy();
    expect(time.dataset.level).toBe('over');
    expect(screen.getByText('The time budget is exceeded by 2:30')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Time spent' }).getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('says the excess of money in the project’s currency', async () => {
    await show('1250.50', 0);
    expect(screen.getByText('The budget is exceeded by €250.50')).toBeTruthy();
  });

  it('says from which day a recurring budget counts', async () => {
    await renderWithProviders(
      <ProjectBudget
        budget={{ ...budget, isRecurrent: true, nextResetDate: '2026-04-01' }}
        sums={{ minutes: 30, costs: [] }}
        since="2026-03-01"
      />,
    );
    expect(screen.getByText(/^The budget restarted on .*2026: only the time tracked/)).toBeTruthy();
    expect(screen.queryByText(/Counts all the time/)).toBeNull();
  });
});
