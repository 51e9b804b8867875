import { describe, expect, it } from 'vitest';
import { itemsOf, mergeDisplayAds, toDisplayAd } from './display-ad.ts';

const ad = (over: Record<string, unknown>) => ({ _id: 'a', title: 'T', mediaUrl: '/x.png', type: 'image', isActive: true, ...over });

describe('display ads', () => {
  it.each([
    ['sidebar', 'left-sidebar'],
    ['homepage-hero', 'right-sidebar'],
    ['banner', 'top-banner'],
    ['interstitial', 'bottom-banner'],
    ['interactive', 'left-sidebar'],
  ])('when an ad has position %s, then it shows in %s', (position, slot) => {
    expect(toDisplayAd(ad({ position }))?.slot).toBe(slot);
  });

  it('when an ad has link and clickUrl, then link wins and the title is the alt text', () => {
    expect(toDisplayAd(ad({ position: 'banner', link: 'https://a.test', clickUrl: 'https://b.test' }))?.content).toMatchObject({
      linkUrl: 'https://a.test',
      altText: 'T',
      imageUrl: '/x.png',
    });
  });

  it('when a banner ad arrives, then it keeps its own slot and type', () => {
    const item = toDisplayAd({ _id: 'b', kind: 'banner', name: 'N', position: 'bottom-banner', type: 'html', content: { htmlContent: '<p>x</p>' } });
    expect(item).toMatchObject({ slot: 'bottom-banner', type: 'html', content: { htmlContent: '<p>x</p>' } });
  });

  it('when lists overlap or hold inactive or unreadable items, then they are merged by _id and skipped', () => {
    const merged = mergeDisplayAds([[ad({ _id: '1', position: 'banner' }), ad({ _id: '2', isActive: false })], [ad({ _id: '1' }), 'junk', { _id: '3' }]]);
    expect(merged.map((a) => a._id)).toEqual(['1']);
  });

  it('when the answer is a list, {data} or a failure, then the items are read accordingly', () => {
    expect(itemsOf([1])).toEqual([1]);
    expect(itemsOf({ data: [2] })).toEqual([2]);
    expect(itemsOf({ success: true, data: [3] })).toEqual([3]);
    expect(itemsOf({ success: false, data: [4] })).toEqual([]);
    expect(itemsOf('nope')).toEqual([]);
  });
});
