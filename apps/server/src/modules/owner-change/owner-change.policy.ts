import { PROJECT_STATE } from '@tandem/contract';
import type { ProjectAccess } from '../projects/index.ts';

/** The parties of one pending request. */
interface RequestParties {
  authorId: number;
  receiverId: number;
}

/** Who may hand a project over, and who may answer a request. */
export const ownerChangePolicy = {
  /** Only the owner hands a project over; commanders cannot give away what is not theirs. */
  request: (a: ProjectAccess) => a.isOwner,
  /** Projects that can change hands: active or archived, never templates or the trash. */
  handsOver: (a: ProjectAccess) =>
    a.stateId === PROJECT_STATE.active || a.stateId === PROJECT_STATE.archived,
  /** Only the person who would become the owner accepts. */
  approve: (r: RequestParties, userId: number) => r.receiverId === userId,
  /** The author withdraws, or the receiver declines. */
  cancel: (r: RequestParties, userId: number) => r.authorId === userId || r.receiverId === userId,
};
