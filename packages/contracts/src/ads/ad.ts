import { z } from 'zod';

/** Server positions of an ad (admin-side section 3). */
export const AD_POSITIONS = ['homepage-hero', 'sidebar', 'interstitial', 'banner'] as const;
export const ZAdPosition = z.enum(AD_POSITIONS, { message: `position must be one of ${AD_POSITIONS.join(', ')}` });
export type TAdPosition = z.infer<typeof ZAdPosition>;

/** The places of a page an ad is shown in (public-side section 3): the banner form's positions. */
export const AD_SLOTS = ['top-banner', 'bottom-banner', 'left-sidebar', 'right-sidebar'] as const;

/** image and video show `mediaUrl`; html and adsense run `markup` in a sandboxed frame. */
export const AD_TYPES = ['image', 'video', 'html', 'adsense'] as const;
export const ZAdType = z.enum(AD_TYPES, { message: `type must be one of ${AD_TYPES.join(', ')}` });
export type TAdType = z.infer<typeof ZAdType>;
export const MARKUP_TYPES: readonly TAdType[] = ['html', 'adsense'];
export const isMarkupType = (type: TAdType) => MARKUP_TYPES.includes(type);

/** Which form created an ad: the ads page's form, or the panel's banner-ad form. */
export const AD_ORIGINS = ['ad-form', 'banner-form'] as const;
export type TAdOrigin = (typeof AD_ORIGINS)[number];

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*(;base64)?,/i;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A media address as admin-side section 5 allows it: an absolute http(s) URL, a server-relative
 * path (`/uploads/x.png`) or inline image data (`data:image/...`).
 */
export function isMediaUrl(value: string): boolean {
  return isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//')) || DATA_IMAGE.test(value);
}

export function ZMediaUrl(field: string) {
  return z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(2_000_000, { message: `${field} is too long` })
    .refine(isMediaUrl, { message: `${field} must be a valid URL` });
}

/** An optional link: blank means none; otherwise an absolute http(s) URL. */
export function ZOptionalLink(field: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ message: `${field} must be a valid URL` })
      .trim()
      .max(2048, { message: `${field} is too long` })
      .refine(isHttpUrl, { message: `${field} must be a valid URL` })
      .nullable()
      .optional(),
  );
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** A date (YYYY-MM-DD or ISO date-time), blank meaning none. A plain end date covers its whole day. */
export function ZAdDate(field: string, edge: 'start' | 'end') {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return null;
      if (typeof v === 'string' && YMD.test(v.trim())) return new Date(`${v.trim()}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
      return v;
    },
    z.coerce.date({ message: `${field} must be a valid date` }).nullable(),
  );
}

const requiredText = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

/** Comma-separated text or a list; blanks dropped (admin-side section 5). */
export const ZAudienceList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string().trim().max(60, { message: 'each audience must be at most 60 characters' }), { message: 'targetAudience must be a list' })
    .max(30, { message: 'targetAudience has too many entries' })
    .transform((list) => list.filter(Boolean)),
);

/** The ad's fields with no defaults, so an update can tell which ones were sent. */
const adFields = {
  title: requiredText('title', 200),
  titleArabic: requiredText('titleArabic', 200),
  description: requiredText('description', 2000),
  descriptionArabic: requiredText('descriptionArabic', 2000),
  type: ZAdType,
  mediaUrl: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), ZMediaUrl('mediaUrl').optional()),
  markup: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ message: 'markup must be text' }).max(100_000, { message: 'markup must be at most 100000 characters' }).optional(),
  ),
  clickUrl: ZOptionalLink('clickUrl'),
  position: ZAdPosition,
  priority: z.coerce
    .number({ message: 'priority must be a number from 1 to 10' })
    .int({ message: 'priority must be a whole number from 1 to 10' })
    .min(1, { message: 'priority must be a number from 1 to 10' })
    .max(10, { message: 'priority must be a number from 1 to 10' }),
  targetAudience: ZAudienceList,
  isActive: z.boolean({ message: 'isActive must be true or false' }),
  startDate: ZAdDate('startDate', 'start'),
  endDate: ZAdDate('endDate', 'end'),
};

const endAfterStart = (value: { startDate?: Date | null; endDate?: Date | null }) =>
  !value.startDate || !value.endDate || value.endDate.getTime() >= value.startDate.getTime();
const endAfterStartIssue = { message: 'endDate must not be before startDate', path: ['endDate'] };

/** image and video need their media; html and adsense need their markup. */
function checkContent(value: { type: TAdType; mediaUrl?: string; markup?: string }, ctx: z.RefinementCtx) {
  if (isMarkupType(value.type)) {
    if (!value.markup) ctx.addIssue({ code: 'custom', path: ['markup'], message: `markup is required for an ${value.type} ad` });
  } else if (!value.mediaUrl) {
    ctx.addIssue({ code: 'custom', path: ['mediaUrl'], message: 'mediaUrl is required' });
  }
}

/** Create (and full update) body of an ad; defaults are admin-side section 3's new-ad defaults. */
export const ZAdInput = z
  .object({
    ...adFields,
    type: adFields.type.default('image'),
    clickUrl: adFields.clickUrl,
    position: adFields.position.default('homepage-hero'),
    priority: adFields.priority.default(5),
    targetAudience: adFields.targetAudience.default([]),
    isActive: adFields.isActive.default(true),
    startDate: adFields.startDate.optional(),
    endDate: adFields.endDate.optional(),
  })
  .refine(endAfterStart, endAfterStartIssue)
  .superRefine(checkContent);
export type TAdInput = z.input<typeof ZAdInput>;
export type TAdValues = z.output<typeof ZAdInput>;

/** PUT body: any subset — `{isActive}` alone toggles; anything else is merged and revalidated. */
export const ZAdPatch = z.object(adFields).partial().refine(endAfterStart, endAfterStartIssue);
export type TAdPatch = z.output<typeof ZAdPatch>;

export const ZAdAnalytics = z.object({ impressions: z.number().int(), clicks: z.number().int() });

/**
 * An ad as the API answers it: the one model of an ad, whichever form created it (the banner
 * form's ads are mapped onto it in `banner-ad-mapping.ts`).
 */
export const ZAd = z.object({
  _id: z.string(),
  id: z.string(),
  kind: z.literal('ad'),
  title: z.string(),
  titleArabic: z.string(),
  description: z.string(),
  descriptionArabic: z.string(),
  type: ZAdType,
  mediaUrl: z.string().nullable(),
  /** The html or adsense code (html and adsense ads), framed by GET /api/ads/frame/{id}. */
  markup: z.string().nullable(),
  clickUrl: z.string().nullable(),
  /** The spec's clients read `link` first, then `clickUrl`. */
  link: z.string().nullable(),
  position: ZAdPosition,
  /** Where the site shows it (public-side section 3). */
  slot: z.enum(AD_SLOTS),
  priority: z.number().int(),
  targetAudience: z.array(z.string()),
  /** Pages it is meant for (the banner form's targeting); ['all'] for every page. */
  targetPages: z.array(z.string()),
  isActive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  analytics: ZAdAnalytics,
  impressionCount: z.number().int(),
  clickCount: z.number().int(),
  origin: z.enum(AD_ORIGINS),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAd = z.infer<typeof ZAd>;

export const ZAdListQuery = z.object({
  position: z.preprocess((v) => (v === '' ? undefined : v), ZAdPosition.optional()),
  origin: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AD_ORIGINS, { message: `origin must be one of ${AD_ORIGINS.join(', ')}` }).optional()),
  type: z.preprocess((v) => (v === '' ? undefined : v), ZAdType.optional()),
  isActive: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false'], { message: 'isActive must be true or false' }).optional()),
});
export type TAdListQuery = z.infer<typeof ZAdListQuery>;
