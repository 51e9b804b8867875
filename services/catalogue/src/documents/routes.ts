import { pageAnswer } from '@dalil/contracts/common/envelope';
import { documentsOperations } from '@dalil/contracts/jobs/operations';
import type { TListDocumentsQuery } from '@dalil/contracts/jobs/documents';
import { adminOnly } from '@dalil/service-kit/auth';
import { NotFound } from '@dalil/service-kit/errors';
import { catalogueFeature } from '../context.ts';
import { createDocumentRepository } from './document-repository.ts';

/** Public search of the educational documents and the admin list (filled by the import-pdf job). */
export const documentRoutes = catalogueFeature('documents', documentsOperations).serve((scope, { service }) => {
  const documents = createDocumentRepository(service.database.pool);
  const admin = adminOnly(scope.tokens);
  const list = async (query: TListDocumentsQuery) => pageAnswer(query, await documents.search(query));
  return {
    'get /api/documents': { handler: async (request) => list(request.query) },
    'get /api/documents/{id}': {
      handler: async (request) => {
        const document = await documents.find(request.params.id);
        if (!document) throw new NotFound('Document not found');
        return { success: true as const, data: document };
      },
    },
    'get /api/admin/documents': { onRequest: admin, handler: async (request) => list(request.query) },
    'delete /api/admin/documents/{id}': {
      onRequest: admin,
      handler: async (request) => {
        const { id } = request.params;
        if (!(await documents.remove(id))) throw new NotFound('Document not found');
        return { success: true as const, message: 'Document deleted successfully', data: { id } };
      },
    },
  };
});
