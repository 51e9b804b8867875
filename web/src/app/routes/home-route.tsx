import { AdSlot } from '../../features/ads/components/ad-slot.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';

/** '/' — the home page; the ads feature's interactive slot is passed in here (app layer). */
export function Component() {
  return <HomePage adSlot={<AdSlot position="homepage-hero" />} />;
}
