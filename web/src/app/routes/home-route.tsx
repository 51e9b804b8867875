import { AdSlot } from '../../features/ads/components/ad-slot.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { SeatLookup } from '../../features/results/components/seat-lookup.tsx';

/** '/' — the home page; the results feature's seat-number box and the ads feature's slot are passed in here (app layer). */
export function Component() {
  return <HomePage lookupSlot={<SeatLookup />} adSlot={<AdSlot position="homepage-hero" />} />;
}
