/**
 * Which hostnames an organisation may claim, and how a claim becomes one its white-label
 * copy answers on (issue 30). A claimed hostname is `pending` until MediaMart staff approve
 * it or the organisation proves it controls the name with a DNS TXT record; only a
 * `verified` hostname picks the organisation for a request.
 */
import { DEFAULT_PRODUCT_HOSTS, normalizeHostname } from './hostname';

export const HOSTNAME_STATUSES = ['pending', 'verified', 'refused'] as const;
export type HostnameStatus = (typeof HOSTNAME_STATUSES)[number];

/** How a claim was decided: by staff, by the DNS proof, or it was there before claims existed (0019). */
export const HOSTNAME_DECISIONS = ['staff', 'dns', 'existing'] as const;
export type HostnameDecision = (typeof HOSTNAME_DECISIONS)[number];

/** One hostname of an organisation and where its claim stands (staff and the organisation's own admin see it). */
export type HostnameClaim = {
  hostname: string;
  status: HostnameStatus;
  /** The secret the DNS proof must carry (see hostnameProofRecord); empty for claims that never needed one. */
  proofToken: string;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: HostnameDecision | null;
  /** The last DNS check: when, and what was wrong (null when the record was found). */
  lastCheck: { at: string; problem: string | null } | null;
};

export const HOSTNAME_STATUS_LABEL: Readonly<Record<HostnameStatus, string>> = {
  pending: 'Pending verification',
  verified: 'Verified',
  refused: 'Refused',
};

const IPV4_LIKE = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
/**
 * A last label a browser's URL parser reads as a number: `127.1`, `0x7f.1` and `2130706433`
 * are IPv4 addresses to it, so a name ending like this never reaches anyone's DNS.
 */
const NUMERIC_LABEL = /^(\d+|0x[0-9a-f]*)$/;
/** Top-level names that stay on the local machine or network, or map addresses back to names. */
const LOCAL_TLDS: readonly string[] = ['localhost', 'local', 'localdomain', 'internal', 'arpa'];

const EXAMPLE = 'such as media.agency.in';
/** `::1`, `fe80::1`: colons a hostname check would take for a port. */
const UNBRACKETED_IPV6 = /^[0-9a-f.]*:[0-9a-f.]*:[0-9a-f:.]*$/i;

const isIpLiteral = (h: string) => h.startsWith('[') || IPV4_LIKE.test(h);

/** `h` is `domain` or a name under it. */
const within = (h: string, domain: string) => h === domain || h.endsWith(`.${domain}`);

/**
 * The domains a product host stands for: itself, and for `www.<domain>` the domain too (the
 * product's site at www owns its bare domain and every name under it).
 */
function productDomains(productHosts: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of productHosts) {
    const p = normalizeHostname(raw);
    if (!p || isIpLiteral(p)) continue;
    out.add(p);
    if (p.startsWith('www.') && p.split('.').length > 2) out.add(p.slice(4));
  }
  return [...out];
}

/**
 * Why an organisation may not claim `input`, or null when it may: not a hostname, `localhost`
 * and other local names, an IP address (IPv4, IPv6, bracketed or not, and the numeric forms
 * browsers read as IPv4), a single label, one of the product's own hosts, a name under one of
 * them, or a domain one of them is under. The server refuses these with a 400 naming the
 * field, and the settings form shows the same words before sending.
 */
export function hostnameRefusal(input: unknown, productHosts: readonly string[] = DEFAULT_PRODUCT_HOSTS): string | null {
  // An IPv6 address written without brackets has colons that read as a port: name it for what it is.
  if (typeof input === 'string' && UNBRACKETED_IPV6.test(input.trim())) return `${input.trim()} is an IP address; use a domain name ${EXAMPLE}`;
  const h = normalizeHostname(input);
  if (!h) return `Enter a hostname ${EXAMPLE} (no https://, no path)`;
  if (isIpLiteral(h)) return `${h} is an IP address; use a domain name ${EXAMPLE}`;
  const labels = h.split('.');
  const tld = labels[labels.length - 1]!;
  if (LOCAL_TLDS.includes(tld)) return `${h} is a local name that only this machine or network knows; use a domain name ${EXAMPLE}`;
  if (NUMERIC_LABEL.test(tld)) return `${h} is an IP address; use a domain name ${EXAMPLE}`;
  if (labels.length < 2) return `${h} is not a full domain name; use one ${EXAMPLE}`;
  const domains = productDomains(productHosts);
  if (domains.includes(h)) return `${h} is one of MediaMart's own addresses; use your own domain, ${EXAMPLE}`;
  const over = domains.find((d) => within(h, d));
  if (over) return `${h} is under ${over}, one of MediaMart's own addresses; use your own domain, ${EXAMPLE}`;
  const under = domains.find((d) => within(d, h));
  if (under) return `${h} holds ${under}, one of MediaMart's own addresses; use your own domain, ${EXAMPLE}`;
  return null;
}

/** The DNS proof's record lives under this label of the claimed hostname (a CNAME on the hostname itself does not hide it). */
export const HOSTNAME_PROOF_LABEL = '_mediamart-verification';
const PROOF_PREFIX = 'mediamart-verification=';

/** The TXT record that proves an organisation controls `hostname`: its name and the value to give it. */
export function hostnameProofRecord(hostname: string, token: string): { name: string; value: string } {
  return { name: `${HOSTNAME_PROOF_LABEL}.${hostname}`, value: `${PROOF_PREFIX}${token}` };
}

/** At most this many TXT strings are read, each at most this long: a record set is small, whatever a resolver answers. */
export const PROOF_RECORDS_MAX = 20;
export const PROOF_RECORD_CHARS_MAX = 255;

/**
 * Whether the TXT records found (each as its strings, as DNS answers them) carry the claim's
 * value. The strings of one record are joined; case and surrounding spaces do not matter;
 * an empty token never matches.
 */
export function proofRecordFound(records: readonly (readonly string[])[], token: string): boolean {
  if (!/^[0-9a-f]{16,}$/i.test(token)) return false;
  const wanted = `${PROOF_PREFIX}${token}`.toLowerCase();
  return records.slice(0, PROOF_RECORDS_MAX).some((chunks) => {
    const value = chunks.join('');
    return value.length <= PROOF_RECORD_CHARS_MAX * 4 && value.trim().toLowerCase() === wanted;
  });
}
