/**
 * Hostnames of white-label organisations. A request's Host and a stored hostname compare
 * only after the same normalisation: lower case, no port, no trailing dot (SPEC.md
 * section 7: the lookup is skipped for the product's own hosts).
 */

/** The product's own hosts when PRODUCT_HOSTS is not configured: no lookup happens for them. */
export const DEFAULT_PRODUCT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', 'mediamart.in', 'www.mediamart.in'];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/**
 * A Host header or a typed hostname as stored: lower case, the port and a trailing dot
 * removed, IPv6 kept in brackets. Null when it is not a hostname (spaces, a path, a scheme,
 * an empty label, a label over 63 characters, more than 253 characters).
 */
export function normalizeHostname(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let h = input.trim().toLowerCase();
  if (!h) return null;
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    if (end < 0) return null;
    const rest = h.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return null;
    const inside = h.slice(1, end);
    return /^[0-9a-f:.]+$/.test(inside) && inside.includes(':') ? `[${inside}]` : null;
  }
  const colon = h.lastIndexOf(':');
  if (colon >= 0) {
    if (!/^\d{1,5}$/.test(h.slice(colon + 1))) return null;
    h = h.slice(0, colon);
  }
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (!h || h.length > 253) return null;
  if (IPV4.test(h)) return h;
  const labels = h.split('.');
  return labels.every((l) => LABEL.test(l)) ? h : null;
}

/** The product's own hosts from a comma-separated setting (PRODUCT_HOSTS), normalised; the default when empty. */
export function parseProductHosts(setting: string | undefined | null): string[] {
  const hosts = (setting ?? '').split(',').map((h) => normalizeHostname(h)).filter((h): h is string => !!h);
  return hosts.length ? hosts : [...DEFAULT_PRODUCT_HOSTS];
}

/** True when the host is one of the product's own (no white-label lookup). An unparsable host counts as own. */
export function isProductHost(host: unknown, productHosts: readonly string[] = DEFAULT_PRODUCT_HOSTS): boolean {
  const h = normalizeHostname(host);
  return h === null || productHosts.includes(h);
}

/**
 * An origin allowed to embed the bag or the dashboard (CORS and frame-ancestors):
 * `scheme://host[:port]` with http or https, normalised (lower case, default port dropped).
 * Null for anything else (a path, a wildcard, credentials).
 */
export function normalizeOrigin(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const v = input.trim();
  const m = /^(https?):\/\/([^/?#@\s]+)\/?$/i.exec(v);
  if (!m) return null;
  const scheme = m[1]!.toLowerCase();
  const hostPort = m[2]!.toLowerCase();
  const host = normalizeHostname(hostPort);
  if (!host) return null;
  const portMatch = /:(\d{1,5})$/.exec(hostPort.startsWith('[') ? hostPort.slice(hostPort.indexOf(']') + 1) : hostPort);
  const port = portMatch ? Number(portMatch[1]) : null;
  if (port !== null && (port < 1 || port > 65535)) return null;
  const defaultPort = scheme === 'https' ? 443 : 80;
  return `${scheme}://${host}${port !== null && port !== defaultPort ? `:${port}` : ''}`;
}

/** `<meta name="mm-product-hosts" content="a,b">`: the server names the product's own hosts for the shell, which skips its lookup on them. */
export const PRODUCT_HOSTS_META = 'mm-product-hosts';
