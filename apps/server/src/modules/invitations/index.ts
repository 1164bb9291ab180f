import type { TandemModule } from '../../core.ts';
import { createInvitationAcceptance } from './invitations.accept.ts';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';

/** Invitations: bringing people into a project by e-mail, and accepting with a new account. */
export const invitationsModule: TandemModule = {
  name: 'invitations',
  register(core) {
    const { config } = core;
    registerInvitationRoutes(
      core.app,
      {
        invitations: createInvitationsService({
          ...core,
          present: core.present.project,
          publicUrl: config.PUBLIC_URL,
        }),
        acceptance: createInvitationAcceptance({
          ...core,
          startSession: (userId) => core.auth.startSession(userId),
        }),
      },
      { secure: config.COOKIE_SECURE, sessionDays: config.SESSION_DAYS },
    );
  },
};
