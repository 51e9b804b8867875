import type { TGatewayConfig } from './config.ts';

export type ServiceName = 'catalogue' | 'ads' | 'auth' | 'config' | 'jobs';

export interface ProxyRoute {
  prefix: string;
  service: ServiceName;
  /** Requires an administrator's token at the gateway (the service checks again). */
  admin?: boolean;
  /** Limits the route to these methods, so GET pages of the web app can share a path family. */
  methods?: Array<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  /** Also accepts the token from the `dalil_admin` cookie (pages a browser navigates to). */
  cookieAuth?: boolean;
  /** Streams the request body to the service unparsed (large multipart uploads). */
  streamBody?: boolean;
  /** Results lookups by seat number: their own, much lower per-address limit (against walking every seat). */
  resultsLookups?: boolean;
}


/**
 * The one routing table: every path family of both spec files' section 7 and the new /api
 * calls, mapped to the service that owns it. Longer prefixes win over shorter ones.
 */
export const ROUTE_TABLE: ProxyRoute[] = [
  // catalogue: universities, programs, scholarships, careers, cost of living, results, documents
  { prefix: '/api/universities', service: 'catalogue' },
  { prefix: '/api/programs', service: 'catalogue' },
  { prefix: '/api/scholarships', service: 'catalogue' },
  { prefix: '/api/careers', service: 'catalogue' },
  { prefix: '/api/cost-of-living', service: 'catalogue' },
  { prefix: '/api/results', service: 'catalogue', resultsLookups: true },
  // Years and statistics are not lookups: the global limit.
  { prefix: '/api/results/years', service: 'catalogue' },
  { prefix: '/api/results/stats', service: 'catalogue' },
  { prefix: '/api/documents', service: 'catalogue' },
  { prefix: '/api/stats', service: 'catalogue' },
  { prefix: '/api/guidance', service: 'catalogue' },
  { prefix: '/api/admin/universities', service: 'catalogue', admin: true },
  { prefix: '/api/admin/programs', service: 'catalogue', admin: true },
  { prefix: '/api/admin/scholarships', service: 'catalogue', admin: true },
  { prefix: '/api/admin/careers', service: 'catalogue', admin: true },
  { prefix: '/api/admin/cost-of-living', service: 'catalogue', admin: true },
  { prefix: '/api/admin/results', service: 'catalogue', admin: true },
  { prefix: '/api/admin/cutoffs', service: 'catalogue', admin: true },
  { prefix: '/api/admin/documents', service: 'catalogue', admin: true },
  { prefix: '/api/admin/catalogue', service: 'catalogue', admin: true },
  // Photos and logos: the image is the raw body, streamed through; served back from /api/media.
  { prefix: '/api/admin/university-images', service: 'catalogue', admin: true, methods: ['PUT', 'DELETE'], streamBody: true },
  { prefix: '/api/media', service: 'catalogue', methods: ['GET'] },

  // ads
  { prefix: '/api/ads', service: 'ads' },
  { prefix: '/ads', service: 'ads', methods: ['GET', 'POST'] },
  { prefix: '/api/admin/ads', service: 'ads', admin: true, streamBody: true },
  { prefix: '/api/admin/banner-ads', service: 'ads', admin: true },
  { prefix: '/enhanced-admin/banner-ads', service: 'ads', admin: true },

  // auth
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/admin/login', service: 'auth', methods: ['POST'] },
  { prefix: '/api/admin/login', service: 'auth' },
  { prefix: '/api/admin/account', service: 'auth', admin: true },

  // config: services page settings and contact messages
  { prefix: '/api/services', service: 'config' },
  { prefix: '/api/contact', service: 'config' },
  { prefix: '/api/admin/services-config', service: 'config', admin: true },
  { prefix: '/api/admin/contact-messages', service: 'config', admin: true },

  // jobs: scraping, uploads, job history, the operators' board
  { prefix: '/enhanced-admin/scrape', service: 'jobs', admin: true },
  { prefix: '/enhanced-admin/enhanced-scraping', service: 'jobs', admin: true },
  { prefix: '/enhanced-admin/test-scraping', service: 'jobs', admin: true },
  { prefix: '/admin/upload', service: 'jobs', admin: true, methods: ['POST'], streamBody: true },
  { prefix: '/api/admin/jobs', service: 'jobs', admin: true },
  { prefix: '/api/admin/scrape-sources', service: 'jobs', admin: true },
  { prefix: '/admin/queues', service: 'jobs', admin: true, cookieAuth: true },
];

export function serviceUrls(config: TGatewayConfig): Record<ServiceName, string> {
  return {
    catalogue: config.CATALOGUE_URL,
    ads: config.ADS_URL,
    auth: config.AUTH_URL,
    config: config.CONFIG_URL,
    jobs: config.JOBS_URL,
  };
}
