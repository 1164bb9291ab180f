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
    create: { method: 'POST', path: '/api/projects/create' },
    addWorkers: { method: 'POST', path: '/api/projects/add-workers' },
    detail: { method: 'GET', path: '/api/projects/detail' },
  },
  tasklists: {
    list: { method: 'GET', path: '/api/tasklists/list' },
    create: { method: 'POST', path: '/api/tasklists/create' },
  },
  tasks: {
    listByProject: { method: 'GET', path: '/api/tasks/list' },
    create: { method: 'POST', path: '/api/tasks/create' },
    finish: { method: 'POST', path: '/api/tasks/finish' },
    reopen: { method: 'POST', path: '/api/tasks/reopen' },
  },
  events: {
    projectEvents: { method: 'GET', path: '/api/events/project' },
  },
  system: {
    health: { method: 'GET', path: '/health' },
    ready: { method: 'GET', path: '/ready' },
    outbox: { method: 'GET', path: '/api/dev/outbox' },
  },
};
