/**
 * People's accounts as other modules read and present them. The module has no routes of its own:
 * the account, auth and people modules serve them. These are its doors.
 */
export { mentionKeyBase } from './mention-key.ts';
export {
  fullnameOf,
  avatarUrlOf,
  presentCurrentUser,
  presentOutOfOffice,
  presentPerson,
  splitFullname,
} from './users.presenter.ts';
export {
  findCoversOf,
  findUserByApiKeyHash,
  findUserByCoverUuid,
  findUserByEmail,
  findUserById,
  findUsersByEmails,
  insertUser,
  mentionKeyTaken,
  updateUser,
} from './users.repo.ts';
export type { UserRow } from './users.repo.ts';
export { saveOwnUser } from './users.save-own.ts';
