import { z } from 'zod';

/** `+` then a country code and the subscriber number: digits only, 8 to 15 in all (E.164). */
export const WHATSAPP_NUMBER_PATTERN = /^\+[1-9]\d{7,14}$/;

/**
 * The services page settings. There is no placeholder form link or sample number: an unset
 * field is an empty string and the page then offers the contact page instead of those buttons.
 */
export const ZServicesConfig = z.object({
  isAvailable: z.boolean(),
  googleFormUrl: z.string(),
  whatsappNumber: z.string(),
  message: z.string(),
  messageArabic: z.string(),
  updatedAt: z.string().nullable(),
});
export type TServicesConfig = z.infer<typeof ZServicesConfig>;

/** What an administrator saves; the admin form validates with the same schema. */
export const ZUpdateServicesConfig = z.object({
  isAvailable: z.boolean({ message: 'isAvailable must be true or false' }),
  googleFormUrl: z
    .string()
    .trim()
    .max(500, { message: 'The form link must be at most 500 characters' })
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { message: 'The form link must be a web address starting with http:// or https://' }),
  whatsappNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v === '' || WHATSAPP_NUMBER_PATTERN.test(v), {
      message: 'The WhatsApp number must start with + and the country code, then digits only (e.g. +20…)',
    }),
  message: z.string().trim().max(1000, { message: 'The message must be at most 1000 characters' }),
  messageArabic: z.string().trim().max(1000, { message: 'The Arabic message must be at most 1000 characters' }),
});
export type TUpdateServicesConfig = z.input<typeof ZUpdateServicesConfig>;
