import { Invalid, NotFound } from '@dalil/service-kit/errors';
import { ZAdInput, type TAd, type TAdPatch, type TAdValues } from '@dalil/contracts/ads/ad';
import type { AdRepository } from './ad-repository.ts';

export interface SaveAdDeps {
  ads: AdRepository;
  /** Called after any change so the accept path knows the current ids. */
  onChange: () => Promise<void>;
}

export async function createAd(deps: SaveAdDeps, values: TAdValues, createdBy: string): Promise<TAd> {
  const id = await deps.ads.create(values, { origin: 'ad-form', createdBy });
  await deps.onChange();
  return (await deps.ads.findById(id))!;
}

/**
 * `{isActive}` alone toggles the ad; any other body is merged over the stored ad and the
 * result validated as a whole, so a full edit and a partial one follow the same rules.
 */
export async function updateAd(deps: SaveAdDeps, id: string, patch: TAdPatch): Promise<TAd> {
  const current = await deps.ads.findById(id);
  if (!current) throw new NotFound('Ad not found');
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(sent).length === 1 && typeof sent.isActive === 'boolean') {
    await deps.ads.setActive(id, sent.isActive);
  } else {
    const merged = ZAdInput.safeParse({ ...current, clickUrl: current.clickUrl ?? undefined, ...sent });
    if (!merged.success) {
      const errors = merged.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
      throw new Invalid(`Invalid body: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
    }
    await deps.ads.replace(id, merged.data);
  }
  await deps.onChange();
  return (await deps.ads.findById(id))!;
}

export async function deleteAd(deps: SaveAdDeps, id: string): Promise<void> {
  if (!(await deps.ads.delete(id))) throw new NotFound('Ad not found');
  await deps.onChange();
}
