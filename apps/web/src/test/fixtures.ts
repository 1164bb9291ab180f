import type { Project, Task, Tasklist } from '@tandem/contract';

type TasklistOverrides = Pick<Tasklist, 'id' | 'name'> &
  Partial<Omit<Tasklist, 'abilities'>> & { abilities?: Partial<Tasklist['abilities']> };

/** An active, empty task list the viewer may do everything with; tests override what they test. */
export function tasklistFixture({ abilities, ...fields }: TasklistOverrides): Tasklist {
  return {
    state: { id: 1, state: 'active' },
    count_active_tasks: 0,
    has_pinned_documents: false,
    date_activation: '2025-01-01T00:00:00.000Z',
    date_finished: null,
    date_archived: null,
    count_comments: 0,
    project: { id: 1 },
    version: 1,
    ...fields,
    abilities: {
      update: true,
      create_task: true,
      archive: true,
      finish: true,
      delete: true,
      ...abilities,
    },
  };
}

/** An active task with nothing set that the viewer may do everything with; tests override fields. */
export function taskFixture(fields: Partial<Task> = {}): Task {
  return {
    id: 5,
    uuid: '00000000-0000-4000-8000-000000000005',
    name: 'Write copy',
    description: null,
    state: { id: 1, state: 'active' },
    worker: null,
    workers: [],
    trackings: [],
    author: { id: 1, fullname: 'Olga Owner' },
    assigner: null,
    finished_by: null,
    previous_worker: null,
    due_date: null,
    due_date_end: null,
    due_date_plus_days: null,
    due_date_end_plus_days: null,
    date_add: '2025-01-01T00:00:00.000Z',
    date_upd: null,
    date_finished: null,
    date_deleted: null,
    priority_enum: null,
    project: { id: 1, name: 'Launch' },
    tasklist: { id: 2, name: 'To do' },
    labels: [],
    count_comments: 0,
    count_files: 0,
    has_unread_comments: false,
    has_public_link: false,
    has_email: false,
    has_reminder: false,
    has_assigned_taskcheck: false,
    is_my_priority: false,
    is_pinned: false,
    is_tracked: false,
    is_recurrent: false,
    recurrent_task: null,
    is_blocked: false,
    has_unnacessable_blocking_task: false,
    custom_fields: [],
    total_time_estimate: { minutes: 0, time_spent: 0 },
    users_time_estimates: [],
    preview_file: null,
    sorting_id: 1,
    sorting_key: 'a0',
    multi_project_task: { assigned_to: [], is_multi_project: false },
    task_checks_summary: { total: 0, finished: 0 },
    tasks_relations: { count: 0 },
    real_cost: { amount: '0.00', currency: 'CZK' },
    real_minutes_spent: 0,
    cost_minutes: 0,
    multi_project_task_parent_id: null,
    smart_taskcheck_parent: null,
    version: 1,
    abilities: { update: true, finish: true, delete: true, edit_name: true, edit_due_dates: true },
    ...fields,
  };
}

/** What a task's abilities are for someone who sees it and may change nothing. */
export const READ_ONLY: Task['abilities'] = {
  update: false,
  finish: false,
  delete: false,
  edit_name: false,
  edit_due_dates: false,
};

/** A project in the full shape, its owner (Olga, id 7) able to do everything; fields override. */
export function projectFixture(fields: Partial<Project> = {}): Project {
  const olga = { id: 7, fullname: 'Olga Owner' };
  return {
    id: 5,
    name: 'Launch',
    color: null,
    currency: 'EUR',
    state: { id: 1, state: 'active' },
    owner: olga,
    author: olga,
    isCommander: true,
    isTemplate: false,
    isUserBusinessCaptain: false,
    canManagePublicTag: true,
    tags: [],
    workers: [],
    commanders: [7],
    version: 1,
    isFavorite: false,
    dueDate: null,
    dueDateEnd: null,
    due_date_plus_days: null,
    due_date_end_plus_days: null,
    client: null,
    budget: null,
    hide_work_reports_on_time_estimates: false,
    date_archived: null,
    date_deleted: null,
    task_counts: { active: 0, finished: 0 },
    abilities: {
      update: true,
      create_tasklist: true,
      add_content: true,
      manage_workers: true,
      archive: true,
      delete: true,
      set_member_roles: true,
      save_as_template: true,
      hand_over: true,
      remove_workers_everywhere: true,
      see_spend: true,
    },
    disallowed_actions: [],
    ...fields,
  };
}
