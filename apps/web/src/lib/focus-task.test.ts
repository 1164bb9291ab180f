import { afterEach, describe, expect, it } from 'vitest';
import { focusTaskWhenShown } from './focus-task.ts';

const frames = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusTaskWhenShown', () => {
  it('focuses the link of the task row once the row appears', async () => {
    focusTaskWhenShown(7);
    await frames();
    document.body.innerHTML =
      '<div data-task-id="7" data-testid="task-row"><a href="/task-modal/7">Task</a></div>';
    await frames();
    expect(document.activeElement?.getAttribute('href')).toBe('/task-modal/7');
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    document.body.innerHTML =
      '<input id="other" /><div data-task-id="7"><a href="/task-modal/7">Task</a></div>';
    document.getElementById('other')!.focus();
    focusTaskWhenShown(7);
    await frames();
    expect(document.activeElement?.id).toBe('other');
  });

  it('does not take the task detail inside a dialog for the row', async () => {
    document.body.innerHTML =
      '<div role="dialog"><div data-task-id="7" data-testid="task-detail"><a href="/task-modal/7">x</a></div></div>';
    focusTaskWhenShown(7, 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(document.body);
  });
});
