import { z } from 'zod';
import { defineOperation } from '../api/operation.ts';
import { ZFailure, ZMessage, ZPaged, ZSuccess } from '../common/envelope.ts';
import { ZIdParams } from '../common/id.ts';
import { ZContactMessage, ZContactMessageInput, ZListContactMessagesQuery, ZUpdateContactMessage } from './contact-message.ts';
import { ZServicesConfig, ZUpdateServicesConfig } from './services-config.ts';

export const getServicesConfig = defineOperation({
  method: 'get',
  path: '/api/services/config',
  summary: 'The services page settings (availability, form link, WhatsApp number, messages)',
  tags: ['services'],
  responses: { 200: ZSuccess(ZServicesConfig) },
});

export const getAdminServicesConfig = defineOperation({
  method: 'get',
  path: '/api/admin/services-config',
  summary: 'The services page settings, for the admin form',
  tags: ['services', 'admin'],
  admin: true,
  responses: { 200: ZSuccess(ZServicesConfig), 401: ZFailure, 403: ZFailure },
});

export const updateServicesConfig = defineOperation({
  method: 'put',
  path: '/api/admin/services-config',
  summary: 'Saves the services page settings',
  tags: ['services', 'admin'],
  admin: true,
  body: ZUpdateServicesConfig,
  responses: { 200: ZSuccess(ZServicesConfig), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const sendContactMessage = defineOperation({
  method: 'post',
  path: '/api/contact',
  summary: 'Sends a message from the contact page (rate-limited per IP)',
  tags: ['contact'],
  body: ZContactMessageInput,
  responses: { 200: ZMessage.extend({ success: z.literal(true) }), 400: ZFailure, 429: ZFailure },
});

export const listContactMessages = defineOperation({
  method: 'get',
  path: '/api/admin/contact-messages',
  summary: 'Contact messages, newest first, filtered by handled status',
  tags: ['contact', 'admin'],
  admin: true,
  query: ZListContactMessagesQuery,
  responses: { 200: ZPaged(ZContactMessage), 400: ZFailure, 401: ZFailure, 403: ZFailure },
});

export const updateContactMessage = defineOperation({
  method: 'put',
  path: '/api/admin/contact-messages/{id}',
  summary: 'Marks a contact message as handled or not handled',
  tags: ['contact', 'admin'],
  admin: true,
  params: ZIdParams,
  body: ZUpdateContactMessage,
  responses: { 200: ZSuccess(ZContactMessage), 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure },
});

export const configOperations = [
  getServicesConfig,
  getAdminServicesConfig,
  updateServicesConfig,
  sendContactMessage,
  listContactMessages,
  updateContactMessage,
];
