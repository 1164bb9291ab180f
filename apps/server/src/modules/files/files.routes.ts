import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileEndpoints as e, UPLOAD_FIELD } from '@tandem/contract';
import { sendOutgoing } from '../../http/send-outgoing.ts';
import { defineRoute } from '../../http/define-route.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { Covers } from './files.covers.ts';
import type { FilesService, IncomingFile } from './files.service.ts';

const CHOOSE_FILE = 'Choose a file to upload.';

/**
 * Runs an upload with the one file of a multipart body, in the `file` field, read when the
 * service asks for it. Whatever the body holds beyond it is read to its end afterwards (and let
 * go), so that the connection is ready for the browser's next request.
 */
async function withUpload<T>(
  request: FastifyRequest,
  use: (readFile: () => Promise<IncomingFile>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    return use(() => Promise.reject(validationFailed({ [UPLOAD_FIELD]: [CHOOSE_FILE] })));
  }
  const parts = request.files();
  try {
    return await use(async () => {
      const first = await parts.next();
      if (first.done) throw validationFailed({ [UPLOAD_FIELD]: [CHOOSE_FILE] });
      if (first.value.fieldname !== UPLOAD_FIELD) {
        first.value.file.resume();
        throw validationFailed({ [UPLOAD_FIELD]: [CHOOSE_FILE] });
      }
      return { filename: first.value.filename, content: first.value.file };
    });
  } finally {
    try {
      for await (const part of parts) part.file.resume();
    } catch {
      // A body cut short or over its limits has nothing more to read.
    }
  }
}

export function registerFileRoutes(
  app: FastifyInstance,
  files: FilesService,
  covers: Covers,
  limits: { fileBytes: number },
): void {
  // Uploads are the only bodies read as multipart, in a scope of their own.
  void app.register(async (scope) => {
    // The multipart parser loads with the app's start, in its own scope only.
    const { default: fastifyMultipart } = await import('@fastify/multipart');
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fields: 0,
        parts: 2,
        headerPairs: 50,
        // One byte more than allowed, so that the store is the one to say the file is too large.
        fileSize: limits.fileBytes + 1,
      },
      throwFileSizeLimit: false,
    });
    defineRoute(scope, e.uploadToTask, async ({ actor, query, request, mutationId }) => ({
      file: await withUpload(request, (readFile) =>
        files.upload(actor, { type: 'task', id: query.tid }, readFile, mutationId),
      ),
    }));
    defineRoute(scope, e.uploadToComment, async ({ actor, query, request, mutationId }) => ({
      file: await withUpload(request, (readFile) =>
        files.upload(actor, { type: 'comment', uuid: query.uuid }, readFile, mutationId),
      ),
    }));
    defineRoute(scope, e.uploadToNote, async ({ actor, query, request, mutationId }) => ({
      file: await withUpload(request, (readFile) =>
        files.upload(actor, { type: 'note', id: query.id }, readFile, mutationId),
      ),
    }));
    defineRoute(scope, e.uploadToProject, async ({ actor, query, request, mutationId }) => ({
      file: await withUpload(request, (readFile) =>
        files.upload(actor, { type: 'project', id: query.pid }, readFile, mutationId),
      ),
    }));
    defineRoute(scope, e.uploadCover, async ({ actor, request }) => ({
      user: await withUpload(request, (readFile) => covers.upload(actor, readFile)),
    }));
  });

  defineRoute(app, e.removeCover, async ({ actor }) => ({ user: await covers.remove(actor) }));
  defineRoute(app, e.publicAvatar, async ({ query, reply }) =>
    sendOutgoing(reply, await covers.byUuid(query.uuid)),
  );
  defineRoute(app, e.avatars, async ({ actor, query }) => ({
    avatars: await covers.addresses(actor, query.ids),
  }));
  defineRoute(app, e.userAvatar, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await covers.byUser(actor, query.id)),
  );
  defineRoute(app, e.taskFiles, async ({ actor, query }) => ({
    files: await files.taskFiles(actor, query.tid),
  }));
  defineRoute(app, e.noteFiles, async ({ actor, query }) => ({
    files: await files.noteFiles(actor, query.id),
  }));
  defineRoute(app, e.projectFiles, async ({ actor, query }) => ({
    files: await files.projectFiles(actor, query.pid),
  }));
  defineRoute(app, e.userFiles, async ({ actor, query }) => ({
    files: await files.userFiles(actor, query.uid),
  }));
  defineRoute(app, e.detail, async ({ actor, query }) => ({
    file: await files.detail(actor, query.uuid),
  }));
  defineRoute(app, e.getLink, async ({ actor, query }) =>
    files.link(actor, query.uuid, query.size),
  );
  defineRoute(app, e.getDownloadLink, async ({ actor, query }) =>
    files.downloadLink(actor, query.uuid),
  );
  defineRoute(app, e.content, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await files.content(actor, query.uuid, query.size)),
  );
  defineRoute(app, e.download, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await files.download(actor, query.uuid)),
  );
  defineRoute(app, e.downloadArchive, async ({ actor, query }) =>
    files.archiveLink(actor, query.uuid),
  );
  defineRoute(app, e.archive, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await files.archive(actor, query.uuid)),
  );
  defineRoute(app, e.commentArchive, async ({ actor, query, reply }) =>
    sendOutgoing(reply, await files.commentArchive(actor, query.uuid)),
  );
  defineRoute(app, e.edit, async ({ actor, query, body, mutationId }) => ({
    file: await files.edit(actor, query.uuid, body, mutationId),
  }));
  defineRoute(app, e.delete, async ({ actor, query, mutationId }) => ({
    file: await files.trash(actor, query.uuid, true, mutationId),
  }));
  defineRoute(app, e.restore, async ({ actor, query, mutationId }) => ({
    file: await files.trash(actor, query.uuid, false, mutationId),
  }));
}
