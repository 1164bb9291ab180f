// Made by `npm run contract:routes` from the endpoint table; a contract test keeps it in step.
import type { ENDPOINT_GROUPS } from './registry.ts';
import type { RouteTable } from './route.ts';

/** Method and path of every endpoint, without schemas: what the browser ships. */
export const ROUTES: RouteTable<typeof ENDPOINT_GROUPS> = {
  auth: {
    signUp: { method: 'POST', path: '/api/auth/signup' },
    signIn: { method: 'POST', path: '/api/auth/signin' },
    signOut: { method: 'POST', path: '/api/auth/signout' },
    signOutEverywhere: { method: 'POST', path: '/api/auth/signout-all' },
    requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset/request' },
    confirmPasswordReset: { method: 'POST', path: '/api/auth/password-reset/confirm' },
    me: { method: 'GET', path: '/api/user/me' },
    saveProfile: { method: 'POST', path: '/api/user-profile/save' },
    changePassword: { method: 'POST', path: '/api/user-profile/change-password' },
    regenerateApiKey: { method: 'POST', path: '/api/settings/regenerateapikey' },
  },
  projects: {
    list: { method: 'GET', path: '/api/projects/list' },
    update: { method: 'POST', path: '/api/projects/update' },
    favorite: { method: 'POST', path: '/api/projects/favorite' },
    archive: { method: 'POST', path: '/api/projects/archive' },
    restore: { method: 'POST', path: '/api/projects/restore' },
    delete: { method: 'POST', path: '/api/projects/delete' },
    restoreFromTrash: { method: 'POST', path: '/api/projects/restore-from-trash' },
    create: { method: 'POST', path: '/api/projects/create' },
    setCommander: { method: 'POST', path: '/api/projects/set-commander' },
    removeWorker: { method: 'POST', path: '/api/projects/remove-worker' },
    detail: { method: 'GET', path: '/api/projects/detail' },
  },
  projectPeople: {
    addWorkers: { method: 'POST', path: '/api/projects/add-workers' },
    invitations: { method: 'GET', path: '/api/projects/invitations' },
    resendInvitation: { method: 'POST', path: '/api/projects/resend-invitation' },
    updateWorker: { method: 'POST', path: '/api/projects/update-worker' },
    workerRemovalSummary: { method: 'GET', path: '/api/projects/worker-removal-summary' },
    removeWorkerFromAll: { method: 'POST', path: '/api/projects/remove-worker-from-all' },
    invitationInfo: { method: 'GET', path: '/api/auth/invitation' },
    acceptInvitation: { method: 'POST', path: '/api/auth/invitation/accept' },
  },
  projectSettings: {
    fetch: { method: 'GET', path: '/api/project-settings/fetch' },
    save: { method: 'POST', path: '/api/project-settings/save' },
  },
  tags: {
    list: { method: 'GET', path: '/api/project-tags/list' },
    create: { method: 'POST', path: '/api/project-tags/create' },
    update: { method: 'POST', path: '/api/project-tags/update' },
    delete: { method: 'POST', path: '/api/project-tags/delete' },
    setProjectTags: { method: 'POST', path: '/api/projects/set-tags' },
  },
  templates: {
    saveAsTemplate: { method: 'POST', path: '/api/projects/save-as-template' },
    createFromTemplate: { method: 'POST', path: '/api/projects/create-from-template' },
  },
  tasklists: {
    list: { method: 'GET', path: '/api/tasklists/list' },
    create: { method: 'POST', path: '/api/tasklists/create' },
    update: { method: 'POST', path: '/api/tasklists/update' },
    reorder: { method: 'POST', path: '/api/tasklists/reorder' },
    archive: { method: 'POST', path: '/api/tasklists/archive' },
    restore: { method: 'POST', path: '/api/tasklists/restore' },
    finish: { method: 'POST', path: '/api/tasklists/finish' },
    reopen: { method: 'POST', path: '/api/tasklists/reopen' },
    delete: { method: 'POST', path: '/api/tasklists/delete' },
    restoreFromTrash: { method: 'POST', path: '/api/tasklists/restore-from-trash' },
    archived: { method: 'GET', path: '/api/tasklists/archived' },
    move: { method: 'POST', path: '/api/tasklists/move' },
    copy: { method: 'POST', path: '/api/tasklists/copy' },
    trash: { method: 'GET', path: '/api/tasklists/trash' },
  },
  tasks: {
    listByProject: { method: 'GET', path: '/api/tasks/list' },
    create: { method: 'POST', path: '/api/tasks/create' },
    finish: { method: 'POST', path: '/api/tasks/finish' },
    reopen: { method: 'POST', path: '/api/tasks/reopen' },
  },
  projectsActions: {
    allowedToMoveTasklistTo: { method: 'GET', path: '/api/projects-actions/allowed-to-move-tasklist-to' },
  },
  roles: {
    list: { method: 'GET', path: '/api/roles/list' },
    create: { method: 'POST', path: '/api/roles/create' },
    update: { method: 'POST', path: '/api/roles/update' },
    delete: { method: 'POST', path: '/api/roles/delete' },
    setMemberRoles: { method: 'POST', path: '/api/projects/set-member-roles' },
  },
  events: {
    projectEvents: { method: 'GET', path: '/api/events/project' },
  },
  system: {
    health: { method: 'GET', path: '/health' },
    ready: { method: 'GET', path: '/ready' },
    outbox: { method: 'GET', path: '/api/dev/outbox' },
  },
  ownerChangeRequests: {
    create: { method: 'POST', path: '/api/owner-change-requests/create' },
    list: { method: 'GET', path: '/api/owner-change-requests/list' },
    approve: { method: 'POST', path: '/api/owner-change-requests/approve' },
    cancel: { method: 'POST', path: '/api/owner-change-requests/cancel' },
  },
  users: {
    list: { method: 'GET', path: '/api/users/list' },
    detail: { method: 'GET', path: '/api/users/detail' },
    outOfOfficeEnable: { method: 'POST', path: '/api/user-profile/out-of-office-enable' },
    outOfOfficeDisable: { method: 'DELETE', path: '/api/user-profile/out-of-office-disable' },
  },
};
