import type { OwnerChangeRequest } from '@tandem/contract';
import { presentPerson } from '../users/index.ts';
import type { PendingRequestRow } from './owner-change.repo.ts';

/** A project owner change request as the spec names its fields. */
export function presentOwnerChangeRequest(row: PendingRequestRow): OwnerChangeRequest {
  const receiver = presentPerson(row.receiver);
  return {
    uuid: row.uuid,
    author: presentPerson(row.author),
    dateRequested: row.dateRequested.toISOString(),
    project: row.project,
    receivingUser: receiver,
    requestReceiverUser: receiver,
  };
}
