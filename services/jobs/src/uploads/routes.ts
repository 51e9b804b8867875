import multipart from '@fastify/multipart';
import { jobsOperations } from '@dalil/contracts/jobs/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { Invalid } from '@dalil/service-kit/errors';
import { operationFinder } from '@dalil/service-kit/route';
import { jobsFeature } from '../context.ts';
import { receiveUpload } from './receive-upload.ts';
import { startImport } from './start-import.ts';

const uploadFile = operationFinder(jobsOperations)('post', '/admin/upload/{type}');

// The multipart parser is this feature's alone (its scope), sized for the larger of the two files.
export const uploadRoutes = jobsFeature('uploads', [uploadFile], async (scope, { service }) => {
  await scope.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: Math.max(service.config.UPLOAD_MAX_CSV_BYTES, service.config.UPLOAD_MAX_PDF_BYTES), files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}).serve((scope, { service, queues }) => {
  const { config } = service;
  const deps = { queues, uploadDir: config.UPLOAD_DIR, maxCsvBytes: config.UPLOAD_MAX_CSV_BYTES, maxPdfBytes: config.UPLOAD_MAX_PDF_BYTES, waitMs: config.UPLOAD_WAIT_MS };
  return {
    'post /admin/upload/{type}': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request, reply) => {
        const { type } = request.params;
        if (!request.isMultipart()) throw new Invalid(`Send the file as multipart/form-data in the ${type}File field`);
        const maxBytes = type === 'csv' ? deps.maxCsvBytes : deps.maxPdfBytes;
        const upload = await receiveUpload(request.parts({ limits: { fileSize: maxBytes } }), { type, uploadDir: deps.uploadDir, maxBytes });
        const outcome = await startImport(deps, { type, upload, requestedBy: request.user!.username });
        reply.code(outcome.status);
        return { success: true as const, message: outcome.message, data: outcome.data };
      },
    },
  };
});
