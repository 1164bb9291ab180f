import { describe, expect, it } from 'vitest';
import { activeArea } from './navigation.ts';

describe('activeArea', () => {
  it('is the area with the longest path that holds the address', () => {
    expect(activeArea('/profile')).toBe('profile');
    expect(activeArea('/profile/files')).toBe('profile');
    expect(activeArea('/profile/settings')).toBe('settings');
    expect(activeArea('/settings/notifications')).toBe('notificationSettings');
    expect(activeArea('/projects')).toBe('projects');
    expect(activeArea('/timetracking')).toBe('timetracking');
    expect(activeArea('/timetracking/reports')).toBe('timetracking');
    expect(activeArea('/overview')).toBe('reports');
    expect(activeArea('/overview/work-reports')).toBe('reports');
    expect(activeArea('/task/12')).toBeUndefined();
  });

  it('holds the steps of invoicing in the invoicing area', () => {
    expect(activeArea('/invoicing/list')).toBe('invoicing');
    expect(activeArea('/fakturace')).toBe('invoicing');
    expect(activeArea('/invoicing/second-step')).toBe('invoicing');
    expect(activeArea('/fakturacex')).toBeUndefined();
  });
});
