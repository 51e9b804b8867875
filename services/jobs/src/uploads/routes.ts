import multipart from '@fastify/multipart';
import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { operationFinder, routeOf } from '@dalil/service-kit/route';
import { serviceScope, type ServiceApp } from '@dalil/service-kit/create-service';
import { Invalid } from '@dalil/service-kit/errors';
import type { QueueSet } from '../queues/index.ts';
import { receiveUpload } from './receive-upload.ts';
import { startImport } from './start-import.ts';

const uploadFile = operationFinder(jobsOperations)('post', '/admin/upload/{type}');

export async function uploadRoutes(
  app: ServiceApp,
  deps: { queues: QueueSet; uploadDir: string; maxCsvBytes: number; maxPdfBytes: number; waitMs: number },
) {
  await app.register(async (plain) => {
    const scope = serviceScope(plain);
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: Math.max(deps.maxCsvBytes, deps.maxPdfBytes), files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
    scope.route({
      ...routeOf(uploadFile),
      onRequest: adminOnly(app.tokens),
      handler: async (request, reply) => {
        const { type } = request.params;
        if (!request.isMultipart()) throw new Invalid(`Send the file as multipart/form-data in the ${type}File field`);
        const maxBytes = type === 'csv' ? deps.maxCsvBytes : deps.maxPdfBytes;
        const upload = await receiveUpload(request.parts({ limits: { fileSize: maxBytes } }), { type, uploadDir: deps.uploadDir, maxBytes });
        const outcome = await startImport(deps, { type, upload, requestedBy: request.user!.username });
        reply.code(outcome.status);
        return { success: true as const, message: outcome.message, data: outcome.data };
      },
    });
  });
}
