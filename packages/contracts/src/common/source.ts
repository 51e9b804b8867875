import { z } from 'zod';

/** Where a published figure comes from: the publisher, the page (when public) and its date. */
export const ZDataSource = z.object({
  name: z.string().trim().min(1, { message: 'Source name is required' }).max(200),
  /** The publisher's name in Arabic when it has one (a proper name may stay as it is). */
  nameArabic: z.string().trim().max(200).nullable().default(null),
  url: z.url({ message: 'Source url must be a web address' }).nullable(),
  /** The date the source states or was read on, YYYY-MM-DD. */
  date: z.iso.date({ message: 'Source date must be YYYY-MM-DD' }),
});
export type TDataSource = z.infer<typeof ZDataSource>;
