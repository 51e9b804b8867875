/** Every URL of the web app in one place; links are built from here, never by hand. */
export const paths = {
  home: '/',
  results: '/results',
  universities: '/universities',
  university: (id: string) => `/universities/${encodeURIComponent(id)}`,
  /** A faculty's card on its university's page. */
  universityFaculty: (id: string, facultyKey: string) => `/universities/${encodeURIComponent(id)}#faculty-${facultyKey}`,
  guide: '/guide',
  guideMethod: '/guide/method',
  guideWishes: '/guide/wishes',
  signIn: '/account/sign-in',
  register: '/account/register',
  myLists: '/account/lists',
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
  admin: {
    panel: '/admin',
    enhancedPanel: '/enhanced-admin',
    /**
     * A tab of the panel has its own URL under /admin (the dashboard is /admin itself); not under
     * /enhanced-admin, whose sub-paths are API calls.
     */
    panelTab: (tab: string) => (tab === 'dashboard' ? '/admin' : `/admin/${encodeURIComponent(tab)}`),
    universities: '/admin/universities',
    scholarships: '/admin/scholarships',
    programs: '/admin/programs',
    services: '/admin/services',
    ads: '/admin/ads',
  },
  testAds: '/test-ads',
} as const;
