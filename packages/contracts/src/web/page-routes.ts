/**
 * The web app's public pages, in one place: the web router gives each entry its page, and the
 * gateway answers 404 for a path that matches none (the app still shows its own 404 page).
 * Patterns follow React Router: `:name` is one path segment; matching ignores letter case and a
 * trailing slash, as the router does.
 */
export const PAGE_ROUTES = {
  home: '/',
  results: '/results',
  guide: '/guide',
  guideMethod: '/guide/method',
  guideWishes: '/guide/wishes',
  signIn: '/account/sign-in',
  register: '/account/register',
  myLists: '/account/lists',
  universities: '/universities',
  university: '/universities/:id',
  programs: '/programs',
  scholarships: '/scholarships',
  compare: '/compare',
  careers: '/careers',
  costOfLiving: '/cost-of-living',
  services: '/services',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
} as const;
export type TPageName = keyof typeof PAGE_ROUTES;

/** The admin panel's pages: everything under these prefixes is the panel's own (its pages decide). */
export const ADMIN_PAGE_PREFIXES = ['/admin', '/enhanced-admin'] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = Object.values(PAGE_ROUTES).map(segmentsOf);

function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]!.toLowerCase()));
}

/** Whether the web app has a page at `pathname` (a public page, or any admin panel path). */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  const first = `/${segments[0]?.toLowerCase() ?? ''}`;
  if ((ADMIN_PAGE_PREFIXES as readonly string[]).includes(first)) return true;
  return PATTERNS.some((pattern) => matches(pattern, segments));
}
