import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { ZBannerAdInput, ZBannerAdToggle, type TBannerAd, type TBannerAdValues } from '@dalil/contracts/ads/banner-ad';
import type { BannerAdRepository } from './banner-ad-repository.ts';

export interface SaveBannerAdDeps {
  banners: BannerAdRepository;
  onChange: () => Promise<void>;
}

function invalid(issues: Array<{ path: PropertyKey[]; message: string }>): Invalid {
  const errors = issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message }));
  return new Invalid(`Invalid body: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
}

/** `createdBy` is the signed-in administrator, whatever the body says. */
export async function createBannerAd(deps: SaveBannerAdDeps, values: TBannerAdValues, createdBy: string): Promise<TBannerAd> {
  const id = await deps.banners.create(values, createdBy);
  await deps.onChange();
  return (await deps.banners.findById(id))!;
}

export async function getBannerAd(deps: Pick<SaveBannerAdDeps, 'banners'>, id: string): Promise<TBannerAd> {
  const banner = await deps.banners.findById(id);
  if (!banner) throw new NotFound('Banner ad not found');
  return banner;
}

/** `{isActive}` or `{scheduling:{isActive}}` alone toggles; anything else must be a whole banner ad. */
export async function updateBannerAd(deps: SaveBannerAdDeps, id: string, body: unknown): Promise<TBannerAd> {
  await getBannerAd(deps, id);
  const toggle = ZBannerAdToggle.safeParse(body);
  if (toggle.success) {
    const isActive = 'isActive' in toggle.data ? toggle.data.isActive : toggle.data.scheduling.isActive;
    await deps.banners.setActive(id, isActive);
  } else {
    const full = ZBannerAdInput.safeParse(body);
    if (!full.success) throw invalid(full.error.issues);
    await deps.banners.replace(id, full.data);
  }
  await deps.onChange();
  return getBannerAd(deps, id);
}

export async function deleteBannerAd(deps: SaveBannerAdDeps, id: string): Promise<void> {
  if (!(await deps.banners.delete(id))) throw new NotFound('Banner ad not found');
  await deps.onChange();
}
