import type pg from 'pg';
import { paginate } from '@dalil/contracts/common/envelope';
import { documentsOperations } from '@dalil/contracts/jobs/operations';
import type { TListDocumentsQuery } from '@dalil/contracts/jobs/documents';
import { adminOnly } from '@dalil/service-kit/auth';
import type { ServiceApp } from '@dalil/service-kit/create-service';
import { NotFound } from '@dalil/service-kit/errors';
import { operationFinder, routeOf } from '@dalil/service-kit/route';
import { createDocumentRepository } from './document-repository.ts';

const op = operationFinder(documentsOperations);

/** Public search of the educational documents and the admin list (filled by the import-pdf job). */
export function documentRoutes(app: ServiceApp, deps: { pool: pg.Pool }) {
  const documents = createDocumentRepository(deps.pool);
  const list = async (query: TListDocumentsQuery) => {
    const { items, total } = await documents.search(query);
    return { success: true as const, data: items, pagination: paginate(query.page, query.limit, total) };
  };
  app.route({ ...routeOf(op('get', '/api/documents')), handler: async (request) => list(request.query) });
  app.route({
    ...routeOf(op('get', '/api/documents/{id}')),
    handler: async (request) => {
      const document = await documents.find(request.params.id);
      if (!document) throw new NotFound('Document not found');
      return { success: true as const, data: document };
    },
  });
  app.route({
    ...routeOf(op('get', '/api/admin/documents')),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => list(request.query),
  });
  app.route({
    ...routeOf(op('delete', '/api/admin/documents/{id}')),
    onRequest: adminOnly(app.tokens),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await documents.remove(id))) throw new NotFound('Document not found');
      return { success: true as const, message: 'Document deleted successfully', data: { id } };
    },
  });
}
