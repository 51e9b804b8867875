import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { adAsBanner, bannerToAdValues } from '@dalil/contracts/ads/banner-ad-mapping';
import { ZBannerAdInput, ZBannerAdToggle, type TBannerAd, type TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import type { AdRepository } from '../ads/index.ts';

/**
 * The banner-ad calls: the banner form's ads, stored as ads and answered in the banner shape
 * (both mappings live in contracts' banner-ad-mapping).
 */
export interface SaveBannerAdDeps {
  ads: AdRepository;
  onChange: () => Promise<void>;
}

function invalid(issues: Array<{ path: PropertyKey[]; message: string }>): Invalid {
  const errors = issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
  return new Invalid(`Invalid body: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
}

/** `createdBy` is the signed-in administrator, whatever the body says. */
export async function createBannerAd(deps: SaveBannerAdDeps, values: TBannerAdValues, createdBy: string): Promise<TBannerAd> {
  const id = await deps.ads.create(bannerToAdValues(values), { origin: 'banner-form', createdBy });
  await deps.onChange();
  return getBannerAd(deps, id);
}

/** Every ad the banner form created, newest first. */
export async function listBannerAds(deps: Pick<SaveBannerAdDeps, 'ads'>): Promise<TBannerAd[]> {
  const ads = await deps.ads.list({ origin: 'banner-form' });
  return ads
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(adAsBanner)
    .filter((banner): banner is TBannerAd => banner !== undefined);
}

export async function getBannerAd(deps: Pick<SaveBannerAdDeps, 'ads'>, id: string): Promise<TBannerAd> {
  const ad = await deps.ads.findById(id);
  const banner = ad?.origin === 'banner-form' ? adAsBanner(ad) : undefined;
  if (!banner) throw new NotFound('Banner ad not found');
  return banner;
}

/** `{isActive}` or `{scheduling:{isActive}}` alone toggles; anything else must be a whole banner ad. */
export async function updateBannerAd(deps: SaveBannerAdDeps, id: string, body: unknown): Promise<TBannerAd> {
  await getBannerAd(deps, id);
  const toggle = ZBannerAdToggle.safeParse(body);
  if (toggle.success) {
    const isActive = 'isActive' in toggle.data ? toggle.data.isActive : toggle.data.scheduling.isActive;
    await deps.ads.setActive(id, isActive);
  } else {
    const full = ZBannerAdInput.safeParse(body);
    if (!full.success) throw invalid(full.error.issues);
    const current = (await deps.ads.findById(id))!;
    await deps.ads.replace(id, bannerToAdValues(full.data, current.priority));
  }
  await deps.onChange();
  return getBannerAd(deps, id);
}

export async function deleteBannerAd(deps: SaveBannerAdDeps, id: string): Promise<void> {
  await getBannerAd(deps, id);
  await deps.ads.delete(id);
  await deps.onChange();
}
