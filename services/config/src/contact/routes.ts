import { listContactMessages as listOperation, sendContactMessage as sendOperation, updateContactMessage } from '@dalil/contracts/config/operations';
import { adminOnly } from '@dalil/service-kit/auth';
import { configFeature } from '../context.ts';
import { createContactMessageRepository } from './contact-message-repository.ts';
import { createContactRateLimiter } from './contact-rate-limiter.ts';
import { listContactMessages } from './list-contact-messages.ts';
import { markContactMessage } from './mark-contact-message.ts';
import { sendContactMessage } from './send-contact-message.ts';

// Each handler's params, query and body are typed from its contract operation.
export const contactFeature = configFeature('contact', [sendOperation, listOperation, updateContactMessage]).serve((scope, ctx) => {
  const repository = createContactMessageRepository(ctx.database.db);
  const limiter = createContactRateLimiter(ctx.redis, {
    prefix: ctx.config.REDIS_PREFIX,
    limit: ctx.config.CONTACT_RATE_LIMIT,
    windowSeconds: ctx.config.CONTACT_RATE_WINDOW_SECONDS,
  });
  return {
    'post /api/contact': {
      handler: async (request) => {
        await sendContactMessage({ repository, limiter }, request.body, request.ip);
        return { success: true as const, message: 'Your message has been sent successfully!' };
      },
    },
    'get /api/admin/contact-messages': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request) => {
        const { items, pagination } = await listContactMessages(repository, request.query);
        return { success: true as const, data: items, pagination };
      },
    },
    'put /api/admin/contact-messages/{id}': {
      onRequest: adminOnly(scope.tokens),
      handler: async (request) => ({
        success: true as const,
        data: await markContactMessage(repository, request.params.id, request.body.handled, request.user!.username),
      }),
    },
  };
});
