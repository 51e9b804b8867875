import { PAGE_ROUTES as page } from '@dalil/contracts/web/page-routes';

const university = (id: string) => page.university.replace(':id', encodeURIComponent(id));

/** Every URL of the web app in one place (pages from PAGE_ROUTES); links are built from here, never by hand. */
export const paths = {
  home: page.home,
  results: page.results,
  /** A result by seat number (and year), as the results page reads its address. */
  resultOf: (seat: string, year?: number) => `${page.results}?${new URLSearchParams({ seat, ...(year ? { year: String(year) } : {}) })}`,
  universities: page.universities,
  university,
  /** A faculty's card on its university's page. */
  universityFaculty: (id: string, facultyKey: string) => `${university(id)}#faculty-${facultyKey}`,
  guide: page.guide,
  guideMethod: page.guideMethod,
  guideWishes: page.guideWishes,
  signIn: page.signIn,
  register: page.register,
  myLists: page.myLists,
  programs: page.programs,
  scholarships: page.scholarships,
  compare: page.compare,
  /** The comparison page on one tab (it opens with what the visitor added to compare). */
  compareTab: (kind: 'universities' | 'scholarships') => `${page.compare}?tab=${kind}`,
  careers: page.careers,
  costOfLiving: page.costOfLiving,
  services: page.services,
  about: page.about,
  contact: page.contact,
  faq: page.faq,
  privacy: page.privacy,
  terms: page.terms,
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
    /** The data health view (counts per kind of record). */
    data: '/admin/data',
    /** A management list narrowed to the records one data-health check counts. */
    universitiesWith: (kind: string, check: string) => `/admin/universities?${new URLSearchParams({ kind, check })}`,
    scholarshipsWith: (kind: string, check: string) => `/admin/scholarships?${new URLSearchParams({ kind, check })}`,
    programs: '/admin/programs',
    services: '/admin/services',
    ads: '/admin/ads',
  },
  testAds: '/test-ads',
} as const;
