import { AboutPage } from '../../features/about/components/about-page.tsx';
import { StatsBand } from '../../features/home/components/stats-band.tsx';

/** '/about' — composed here so the about page shows the same live statistics as the home page. */
export function Component() {
  return <AboutPage statistics={<StatsBand />} />;
}
