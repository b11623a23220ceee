import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThirdPartyScript } from '../analytics/third-party-config';
import type { AppConfig } from '../config';
import { organizationOfRequest, type OrganizationDirectory } from '../organizations/organization-directory';
import { ORIGIN_SOURCE } from './frame-ancestors';

/**
 * Razorpay's checkout: the page loads its script (mf-dashboard's RAZORPAY_CHECKOUT_URL) from the
 * first origin, and the script opens the checkout in a frame from the second.
 */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
export const RAZORPAY_FRAME_ORIGIN = 'https://api.razorpay.com';

/**
 * HSTS for a year. Not `includeSubDomains`: the deployer may run other, plain-HTTP hosts under
 * the same domain, and this server cannot know.
 */
export const HSTS = 'max-age=31536000';

export type SecurityHeadersOptions = {
  /** Manifest URLs the host loads remotes from (REMOTE_URL_*); absolute ones add their origin to the policy. */
  remoteUrls: readonly string[];
  /** FRAME_ANCESTORS: origins, besides the site itself, that may frame its pages. */
  frameAncestors: readonly string[];
  /** PAYMENT_GATEWAY=razorpay: the payments page loads Razorpay's checkout (and only then). */
  razorpayCheckout: boolean;
  /** The product's own hostnames (PRODUCT_HOSTS): their pages are framed as FRAME_ANCESTORS says, and no organisation's settings loosen that. */
  productHosts: readonly string[];
  /** The organisations by hostname (cached, refreshed on edit): an organisation's embed origins may frame its own hostnames' pages. */
  organizations?: Pick<OrganizationDirectory, 'byHostname'>;
  /** The hash sources of the host page's own inline scripts (site/inline-scripts.ts): the only inline scripts a page may run. */
  inlineScriptHashes?: () => readonly string[];
  /** AD_PIXELS, SESSION_RECORDING: the scripts a page loads after the visitor's consent, and the origins each needs. */
  thirdParties?: readonly ThirdPartyScript[];
};

type ThirdPartySources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/** The origins the configured third-party scripts need, per directive: exactly what their settings list (none: nothing). */
export function thirdPartySources(scripts: readonly ThirdPartyScript[] = []): ThirdPartySources {
  const unique = (pick: (s: ThirdPartyScript) => readonly string[]) => [...new Set(scripts.flatMap(pick))];
  return {
    script: unique((s) => [new URL(s.scriptUrl).origin, ...s.scriptOrigins]),
    connect: unique((s) => s.connectOrigins),
    img: unique((s) => s.imgOrigins),
    frame: unique((s) => s.frameOrigins),
  };
}

/** The origin an absolute http(s) URL points at (`//cdn.example/x` counts, by host); null for a path on this site. */
export function sourceOf(url: string): string | null {
  if (url.startsWith('//')) {
    const host = url.slice(2).split('/')[0];
    return host && ORIGIN_SOURCE.test(`https://${host}`) ? host.toLowerCase() : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // relative: served by this site
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}

/**
 * Who may frame a page: the site itself and the FRAME_ANCESTORS origins, set by the operator;
 * on a white-label organisation's (verified) hostname, also that organisation's embed origins,
 * for its own pages only. An organisation's settings never reach the product's own hosts
 * (`/dashboard` there included) or another organisation's. The one place that decides it. A
 * failed lookup of the host's organisation is logged and leaves the configured origins.
 */
export async function frameAncestorsFor(
  request: FastifyRequest, options: Pick<SecurityHeadersOptions, 'frameAncestors' | 'organizations' | 'productHosts'>,
): Promise<string[]> {
  let embedding: string[] = [];
  if (options.organizations) {
    const org = await organizationOfRequest(request, options.organizations, options.productHosts);
    // normalizeOrigin wrote them (scheme://host[:port]); ORIGIN_SOURCE checks again, as they go into the header verbatim.
    embedding = (org?.embedOrigins ?? []).filter((o) => ORIGIN_SOURCE.test(o));
  }
  return [...new Set(["'self'", ...options.frameAncestors, ...embedding])];
}

type PolicyOptions = Pick<SecurityHeadersOptions, 'remoteUrls' | 'razorpayCheckout' | 'inlineScriptHashes' | 'thirdParties'>;

/**
 * The page policy minus `frame-ancestors`, which depends on the request. Scripts come only from
 * the site and the remotes' origins, plus the host page's own inline first script by its hash
 * (no other inline script); no eval (the federation runtime loads
 * remotes as script files: `remoteEntry` type `global`, no `getPublicPath` to evaluate).
 */
export function pageDirectives(options: PolicyOptions): Array<[string, string[]]> {
  const remotes = [...new Set(options.remoteUrls.map(sourceOf).filter((s): s is string => s !== null))];
  // Only a server that takes cards through Razorpay lets its checkout in; the test gateway's is served by this site.
  const razorpayScript = options.razorpayCheckout ? [RAZORPAY_CHECKOUT_ORIGIN] : [];
  const razorpayFrame = options.razorpayCheckout ? [RAZORPAY_FRAME_ORIGIN] : [];
  // The pixels and recorders are let in only where the operator configured them (the page loads them after consent).
  const vendors = thirdPartySources(options.thirdParties);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.inlineScriptHashes?.() ?? []), ...remotes, ...razorpayScript, ...vendors.script]],
    // 'unsafe-inline' for styles only: styled-components writes its rules into <style> elements
    // at run time (no hash can name rules made in the browser, and a nonce would need the static
    // index.html rendered per request), and the pages' critical CSS is an inline <style>. Styles
    // cannot run script, so scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    // Logos and artwork may be linked from any HTTPS host (sellers, white-label organisations);
    // data: for inline SVG icons, blob: for previews of files being uploaded.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...remotes, ...vendors.img]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // The APIs are on this origin; the remotes' manifests are fetched. Signing in with an identity
    // provider is a top-level navigation to it: no script, frame or call of its on our pages.
    ['connect-src', ["'self'", ...remotes, ...vendors.connect]],
    ['frame-src', ["'self'", ...razorpayFrame, ...vendors.frame]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

const format = (directives: ReadonlyArray<[string, readonly string[]]>) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The Content-Security-Policy header of a page. */
export function contentSecurityPolicy(
  options: PolicyOptions, frameAncestors: readonly string[],
): string {
  return format([...pageDirectives(options), ['frame-ancestors', frameAncestors]]);
}

/** The options from the app's settings: REMOTE_URL_*, FRAME_ANCESTORS, PAYMENT_GATEWAY, PRODUCT_HOSTS, AD_PIXELS, SESSION_RECORDING. */
export function securityHeadersOptions(
  config: Pick<AppConfig, 'remoteUrlOverrides' | 'auth' | 'frameAncestors' | 'payment' | 'productHosts' | 'thirdParties'>,
): SecurityHeadersOptions {
  return {
    remoteUrls: Object.values(config.remoteUrlOverrides),
    frameAncestors: config.frameAncestors,
    razorpayCheckout: config.payment.gateway === 'razorpay' && config.payment.cardPayments,
    productHosts: config.productHosts,
    thirdParties: config.thirdParties,
  };
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Secure defaults on every answer of `app` (register before the services so their routes get
 * them too): `nosniff` and a Referrer-Policy everywhere, HSTS when the request came over HTTPS
 * (`request.protocol`, which honours X-Forwarded-Proto only from trusted proxies), and on pages
 * (HTML) the Content-Security-Policy with a matching X-Frame-Options. An answer that set its own
 * policy (uploaded files are sandboxed) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    if (isHtml(reply) && !reply.hasHeader('content-security-policy')) {
      const ancestors = await frameAncestorsFor(request, options);
      void reply.header('content-security-policy', contentSecurityPolicy(options, ancestors));
      // X-Frame-Options cannot list origins: say SAMEORIGIN only when that is the whole rule,
      // else leave it out rather than contradict frame-ancestors in older browsers.
      if (ancestors.length === 1 && ancestors[0] === "'self'") void reply.header('x-frame-options', 'SAMEORIGIN');
      else void reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}
