/**
 * Sample media for the ad form (admin-side section 2): three embedded vector images and two
 * public videos.
 */
function svgDataUrl(background: string, accent: string, label: string, icon: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="600" height="300" fill="${background}"/><circle cx="520" cy="60" r="90" fill="${accent}" opacity="0.35"/><circle cx="70" cy="260" r="110" fill="${accent}" opacity="0.25"/>${icon}<text x="300" y="250" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const CAP = '<path d="M300 60 L420 110 L300 160 L180 110 Z" fill="#ffffff"/><path d="M240 135 v45 c0 20 120 20 120 0 v-45 l-60 25 z" fill="#ffffff" opacity="0.85"/>';
const CHIP = '<rect x="240" y="60" width="120" height="120" rx="16" fill="#ffffff"/><rect x="270" y="90" width="60" height="60" rx="8" fill="#15803d"/>';
const STAR = '<path d="M300 55 l28 57 63 9 -46 44 11 62 -56 -30 -56 30 11 -62 -46 -44 63 -9 z" fill="#ffffff"/>';

export const SAMPLE_IMAGES = [
  { key: 'education', url: svgDataUrl('#1d4ed8', '#93c5fd', 'Education', CAP) },
  { key: 'technology', url: svgDataUrl('#15803d', '#86efac', 'Technology', CHIP) },
  { key: 'generic', url: svgDataUrl('#ea580c', '#fdba74', 'Your Ad Here', STAR) },
] as const;

/** CC0 clips published by MDN for its media examples. */
export const SAMPLE_VIDEOS = [
  { key: 'flowerMp4', url: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4' },
  { key: 'flowerWebm', url: 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.webm' },
] as const;
