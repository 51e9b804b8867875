import multipart from '@fastify/multipart';
import type { ServiceApp } from '@dalil/service-kit/create-service';

/**
 * The spec's ad form posts multipart data with list and object fields JSON-encoded. Fields are
 * attached to the body and decoded here, so the same zod body schema validates both forms.
 */
export async function registerMultipartForms(app: ServiceApp): Promise<void> {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 1, files: 0, fields: 50, fieldSize: 2 * 1024 * 1024 } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const decoded: Record<string, unknown> = {};
    const fields: Array<[string, unknown]> = Object.entries(request.body);
    for (const [key, value] of fields) decoded[key] = decodeField(value);
    request.body = decoded;
  });
}

function decodeField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return value;
}
