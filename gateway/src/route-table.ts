import { SERVICE_OPERATIONS, type ServiceName } from '@dalil/contracts/api/all-operations';
import type { ApiOperation } from '@dalil/contracts/api/operation';
import type { TGatewayConfig } from './config.ts';

export type { ServiceName };

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface ProxyRoute {
  prefix: string;
  service: ServiceName;
  /** Requires an administrator's token at the gateway (the service checks again). */
  admin?: boolean;
  /** Limits the route to these methods, so GET pages of the web app can share a path family. */
  methods?: HttpMethod[];
  /** Also accepts the token from the `dalil_admin` cookie (pages a browser navigates to). */
  cookieAuth?: boolean;
  /** Streams the request body to the service unparsed (large multipart uploads). */
  streamBody?: boolean;
  /** Results lookups by seat number: their own, much lower per-address limit (against walking every seat). */
  resultsLookups?: boolean;
}

type ServiceOperation = (typeof SERVICE_OPERATIONS)[ServiceName][number];

/** `get /api/results/{seatNumber}`: how overrides (and service route records) name an operation. */
type OperationKey<O extends ApiOperation = ServiceOperation> = O extends ApiOperation ? `${O['method']} ${O['path']}` : never;

/**
 * What an operation's contract cannot say. Keyed by operation, so a key that names no operation
 * is a type error (and a renamed operation fails here until its override follows).
 */
const ROUTE_OVERRIDES: Partial<Record<OperationKey, Pick<ProxyRoute, 'resultsLookups' | 'streamBody'>>> = {
  'get /api/results/{seatNumber}': { resultsLookups: true },
  // The ad form posts multipart data (spec section 7) as well as JSON; the ads service parses both.
  'post /api/admin/ads': { streamBody: true },
  'put /api/admin/ads/{id}': { streamBody: true },
};

/**
 * Paths a service serves that are no JSON operation of the contracts: the operators' bull-board
 * (HTML pages and their own JSON calls, its routes are bull-board's, not ours). An exception list
 * rather than contract operations, since nothing of it is a call the web or the OpenAPI document makes.
 */
const NON_CONTRACT_ROUTES: ProxyRoute[] = [{ prefix: '/admin/queues', service: 'jobs', admin: true, cookieAuth: true }];

const API_AREA = /^\/(api|enhanced-admin)\//;

/** `/api/admin/universities/{id}` → `/api/admin/universities`: the area (`/api`, `/api/admin`, `/admin`, `/enhanced-admin`) and one segment. */
function familyOf(path: string): string {
  const segments = path.split('/').slice(1);
  const area = segments[0] === 'api' && segments[1] === 'admin' ? 2 : ['api', 'admin', 'enhanced-admin'].includes(segments[0]!) ? 1 : 0;
  return `/${segments.slice(0, area + 1).join('/')}`;
}

interface Member {
  service: ServiceName;
  operation: ApiOperation;
  flags: Pick<ProxyRoute, 'resultsLookups' | 'streamBody'>;
}

/** Splits a family whose operations differ in guard or rate limit: a literal next segment gets its own family (`/api/results/years`). */
function families(members: Member[]): Map<string, Member[]> {
  const byPrefix = new Map<string, Member[]>();
  for (const member of members) {
    const prefix = familyOf(member.operation.path);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), member]);
  }
  const split = new Map<string, Member[]>();
  for (const [prefix, group] of byPrefix) {
    const differ = new Set(group.map((m) => `${Boolean(m.operation.admin)} ${Boolean(m.flags.resultsLookups)}`)).size > 1;
    for (const member of group) {
      const next = member.operation.path.slice(prefix.length).split('/')[1];
      const own = differ && next !== undefined && !next.startsWith('{') ? `${prefix}/${next}` : prefix;
      split.set(own, [...(split.get(own) ?? []), member]);
    }
  }
  return split;
}

/** The routing table generated from the contracts: one path family per prefix, longer prefixes win over shorter ones. */
function buildRouteTable(): ProxyRoute[] {
  const members: Member[] = Object.entries(SERVICE_OPERATIONS).flatMap(([service, operations]) =>
    operations.map((operation: ApiOperation) => ({
      service: service as ServiceName,
      operation,
      flags: ROUTE_OVERRIDES[`${operation.method} ${operation.path}` as OperationKey] ?? {},
    })),
  );
  const table: ProxyRoute[] = [];
  for (const [prefix, group] of families(members)) {
    const services = new Set(group.map((m) => m.service));
    const admin = new Set(group.map((m) => Boolean(m.operation.admin)));
    const lookups = new Set(group.map((m) => Boolean(m.flags.resultsLookups)));
    // A family is guarded and limited as a whole: operations that would need different rules must not share one.
    if (services.size > 1 || admin.size > 1 || lookups.size > 1) throw new Error(`Path family ${prefix} mixes services, admin or lookup operations`);
    const methods = new Set<HttpMethod>(group.flatMap((m) => (m.operation.method === 'get' ? ['GET', 'HEAD'] : [m.operation.method.toUpperCase() as HttpMethod])));
    table.push({
      prefix,
      service: group[0]!.service,
      // Outside the API areas a family shares its paths with the web app's pages: only its operations' methods
      // are proxied. Inside them every method is, so the service (or the admin guard) answers the rest.
      ...(API_AREA.test(prefix) ? {} : { methods: [...methods] }),
      ...(admin.has(true) ? { admin: true } : {}),
      // Any upload in the family streams the family: its other calls carry no body.
      ...(group.some((m) => m.operation.bodyContentType || m.flags.streamBody) ? { streamBody: true } : {}),
      ...(lookups.has(true) ? { resultsLookups: true } : {}),
    });
  }
  return [...table, ...NON_CONTRACT_ROUTES];
}

export const ROUTE_TABLE: ProxyRoute[] = buildRouteTable();

export function serviceUrls(config: TGatewayConfig): Record<ServiceName, string> {
  return {
    catalogue: config.CATALOGUE_URL,
    ads: config.ADS_URL,
    auth: config.AUTH_URL,
    config: config.CONFIG_URL,
    jobs: config.JOBS_URL,
  };
}
