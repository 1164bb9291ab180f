/**
 * Puts the keyboard focus on a task's row once the row is on the page: after the task's modal
 * closed (the board under it may be drawn anew) or after the task moved to another list (its
 * row is a new element there). The focus goes to the row's link to the task, else the row.
 * Nothing happens when the person has put the focus somewhere else in the meantime, or when the
 * row does not come within the time given.
 */
export function focusTaskWhenShown(taskId: number, withinMs = 2000): void {
  const started = performance.now();
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body && !isStale(active)) return;
    const row = findTaskRow(taskId);
    if (row) {
      const link = row.querySelector<HTMLElement>(`a[href*="/task-modal/${taskId}"]`);
      (link ?? row).focus();
      return;
    }
    if (performance.now() - started < withinMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** A task's row or card on a board (not its detail, which carries the same attribute). */
function findTaskRow(taskId: number): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-task-id="${taskId}"]`)) {
    if (element.dataset.testid !== 'task-detail' && !element.closest('[role="dialog"]'))
      return element;
  }
  return null;
}

/** An element that still holds the focus although it is leaving: a closing dialog's part. */
function isStale(element: Element): boolean {
  return !element.isConnected || element.closest('[role="dialog"]') !== null;
}
