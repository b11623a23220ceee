import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isProductHost, normalizeHostname, type Organization } from 'shared-domain';
import type { OrganizationChanges } from './organization-changes';
import type { OrganizationRepository } from './organization.repository';

/** How long a found organisation is kept (without REDIS_URL, another process's edit shows within this). */
export const ORGANIZATION_CACHE_TTL_MS = 60_000;
/** How long "no organisation has this host" is kept: short, so a new hostname works at once elsewhere too. */
export const ORGANIZATION_NEGATIVE_TTL_MS = 10_000;
/** Hostnames kept at most; past it the cache starts again (a flood of made-up Host headers cannot grow it). */
export const ORGANIZATION_CACHE_MAX = 10_000;

type Entry = { org: Organization | null; expires: number };

/**
 * The organisations as the request path reads them: per-hostname answers (negative ones
 * too) and every organisation's embed origins, kept in memory and dropped on every create,
 * edit and logo change (`invalidate`): made through this process, or, with `changes`, through
 * any instance on the same channel. Lookups of one hostname running at once share one query.
 */
export interface OrganizationDirectory {
  readonly repository: OrganizationRepository;
  /** The organisation of a normalised hostname, or null. */
  byHostname(hostname: string): Promise<Organization | null>;
  /** The organisation with this id, or null (embedded sessions check their origin is still listed by it). */
  byId(id: string): Promise<Organization | null>;
  /** Every organisation's embed origins (CORS; frame-ancestors takes only the request's host's organisation's, byHostname). */
  embedOrigins(): Promise<string[]>;
  /** Forgets everything: the next lookups read the store (here and, with `changes`, on every instance). */
  invalidate(): void;
}

export type DirectoryOptions = {
  ttlMs?: number;
  negativeTtlMs?: number;
  clock?: () => number;
  /** Where an invalidation is told to every instance, and heard from them (the app's, Redis pub/sub with REDIS_URL). */
  changes?: OrganizationChanges;
};

export function createOrganizationDirectory(repository: OrganizationRepository, options: DirectoryOptions = {}): OrganizationDirectory {
  const ttl = options.ttlMs ?? ORGANIZATION_CACHE_TTL_MS;
  const negativeTtl = options.negativeTtlMs ?? ORGANIZATION_NEGATIVE_TTL_MS;
  const clock = options.clock ?? Date.now;
  // Per-hostname and per-id answers, each with the lookups running now (shared by callers asking at once).
  const caches = { hostname: new Map<string, Entry>(), id: new Map<string, Entry>() };
  const pending = { hostname: new Map<string, Promise<Organization | null>>(), id: new Map<string, Promise<Organization | null>>() };
  let origins: { list: string[]; expires: number } | null = null;
  let originsPending: Promise<string[]> | null = null;
  // Bumped by invalidate: an answer read before an edit is not kept after it.
  let generation = 0;

  const cached = (kind: keyof typeof caches, key: string, find: (key: string) => Promise<Organization | null>): Promise<Organization | null> => {
    const hit = caches[kind].get(key);
    if (hit && hit.expires > clock()) return Promise.resolve(hit.org);
    const running = pending[kind].get(key);
    if (running) return running;
    const started = generation;
    const lookup = find(key).then((org) => {
      if (started === generation) {
        if (caches[kind].size >= ORGANIZATION_CACHE_MAX) caches[kind] = new Map();
        caches[kind].set(key, { org, expires: clock() + (org ? ttl : negativeTtl) });
      }
      return org;
    }).finally(() => {
      if (pending[kind].get(key) === lookup) pending[kind].delete(key);
    });
    pending[kind].set(key, lookup);
    return lookup;
  };

  function forget(): void {
    generation += 1;
    caches.hostname = new Map();
    caches.id = new Map();
    pending.hostname.clear();
    pending.id.clear();
    origins = null;
    originsPending = null;
  }
  // Another instance's edit: forget as if it were made here (the channel is closed with the app).
  options.changes?.subscribe(() => forget());

  return {
    repository,
    byHostname: async (hostname) => cached('hostname', hostname, (h) => repository.findByHostname(h)),
    byId: async (id) => cached('id', id, (i) => repository.find(i)),
    async embedOrigins() {
      if (origins && origins.expires > clock()) return origins.list;
      if (originsPending) return originsPending;
      const started = generation;
      const lookup = repository.embedOrigins().then((list) => {
        if (started === generation) origins = { list, expires: clock() + ttl };
        return list;
      }).finally(() => {
        if (originsPending === lookup) originsPending = null;
      });
      originsPending = lookup;
      return lookup;
    },
    invalidate() {
      forget();
      // Heard back by this process too (a second forget, harmless). A lost notice is reported by the channel.
      void options.changes?.publish({ at: new Date(clock()).toISOString() }).catch(() => undefined);
    },
  };
}

/** The request's host as the client named it: Host, or X-Forwarded-Host from a trusted proxy (Fastify's `request.host` with trustProxy). */
export function requestHostname(request: FastifyRequest): string | null {
  return normalizeHostname(request.host);
}

/**
 * The organisation whose host a request came to: null on the product's own hosts (no lookup)
 * and on a host no organisation has. A failed lookup is logged and counts as none, so the
 * request goes on as on the product's own host.
 */
export async function organizationOfRequest(
  request: FastifyRequest, directory: Pick<OrganizationDirectory, 'byHostname'>, productHosts: readonly string[], log: FastifyBaseLogger = request.log,
): Promise<Organization | null> {
  const host = requestHostname(request);
  if (host === null || isProductHost(host, productHosts)) return null;
  try {
    return await directory.byHostname(host);
  } catch (err) {
    log.error({ err, host }, 'the organisation of this host could not be looked up; answering as the product');
    return null;
  }
}
