import { z } from 'zod';
import { AD_SLOTS, isMediaUrl, ZAdDate, ZAdAnalytics, ZOptionalLink } from './ad.ts';

/** The panel's banner-ad slots (admin-side section 3). */
export const BANNER_SLOTS = AD_SLOTS;
export const ZBannerSlot = z.enum(BANNER_SLOTS, { message: `position must be one of ${BANNER_SLOTS.join(', ')}` });
export type TBannerSlot = z.infer<typeof ZBannerSlot>;

export const BANNER_TYPES = ['image', 'html', 'adsense'] as const;
export const ZBannerType = z.enum(BANNER_TYPES, { message: 'type must be image, html or adsense' });
export type TBannerType = z.infer<typeof ZBannerType>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);
const optionalText = (field: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().max(max, { message: `${field} must be at most ${max} characters` }).optional());

/** An image address: absolute URL, server-relative path or inline image data. */
const ZBannerImage = z.preprocess(
  blankToUndefined,
  z.string().trim().max(2_000_000, { message: 'content.imageUrl is too long' }).refine(isMediaUrl, { message: 'content.imageUrl must be a valid URL' }).optional(),
);

const listWithAll = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string().trim().max(100))
    .max(50)
    .transform((list) => list.filter(Boolean))
    .transform((list) => (list.length ? list : ['all'])),
);

export const ZBannerContent = z.object({
  imageUrl: ZBannerImage,
  linkUrl: ZOptionalLink('content.linkUrl'),
  altText: optionalText('content.altText', 300),
  htmlContent: optionalText('content.htmlContent', 100_000),
  adsenseCode: optionalText('content.adsenseCode', 100_000),
});

/** Create/update body of a banner ad. `createdBy` is taken from the token, never from here. */
export const ZBannerAdInput = z
  .object({
    name: z.string({ message: 'name is required' }).trim().min(1, { message: 'name is required' }).max(200, { message: 'name must be at most 200 characters' }),
    position: ZBannerSlot,
    type: ZBannerType.default('image'),
    content: ZBannerContent.default({}),
    targeting: z
      .object({ pages: listWithAll.default(['all']), userTypes: listWithAll.default(['all']) })
      .default({ pages: ['all'], userTypes: ['all'] }),
    scheduling: z
      .object({
        startDate: ZAdDate('scheduling.startDate', 'start').optional(),
        endDate: ZAdDate('scheduling.endDate', 'end').optional(),
        isActive: z.boolean({ message: 'scheduling.isActive must be true or false' }).default(true),
      })
      .default({ isActive: true }),
  })
  .superRefine((value, ctx) => {
    const needs = { image: 'imageUrl', html: 'htmlContent', adsense: 'adsenseCode' } as const;
    const key = needs[value.type];
    if (!value.content[key]) ctx.addIssue({ code: 'custom', path: ['content', key], message: `content.${key} is required for a ${value.type} banner ad` });
    const { startDate, endDate } = value.scheduling;
    if (startDate && endDate && endDate < startDate) {
      ctx.addIssue({ code: 'custom', path: ['scheduling', 'endDate'], message: 'scheduling.endDate must not be before scheduling.startDate' });
    }
  });
export type TBannerAdInput = z.input<typeof ZBannerAdInput>;
export type TBannerAdValues = z.output<typeof ZBannerAdInput>;

/** PUT body: `{scheduling:{isActive}}` or `{isActive}` alone toggles; otherwise a full banner ad. */
export const ZBannerAdToggle = z.union([
  z.object({ isActive: z.boolean({ message: 'isActive must be true or false' }) }).strict(),
  z.object({ scheduling: z.object({ isActive: z.boolean({ message: 'scheduling.isActive must be true or false' }) }).strict() }).strict(),
]);

export const ZBannerAd = z.object({
  _id: z.string(),
  id: z.string(),
  kind: z.literal('banner'),
  name: z.string(),
  position: ZBannerSlot,
  type: ZBannerType,
  content: z.object({
    imageUrl: z.string().optional(),
    linkUrl: z.string().optional(),
    altText: z.string().optional(),
    htmlContent: z.string().optional(),
    adsenseCode: z.string().optional(),
  }),
  targeting: z.object({ pages: z.array(z.string()), userTypes: z.array(z.string()) }),
  scheduling: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable(), isActive: z.boolean() }),
  isActive: z.boolean(),
  createdBy: z.string(),
  analytics: ZAdAnalytics,
  impressionCount: z.number().int(),
  clickCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBannerAd = z.infer<typeof ZBannerAd>;
