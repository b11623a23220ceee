import { whiteLabel, type SiteOrganisation, type WhiteLabelStore } from 'shared-domain';
import { brandTitle, SITE_NAME, SITE_NAME_META } from 'shared-domain/format';
import { isProductHost, parseProductHosts, PRODUCT_HOSTS_META } from 'shared-domain/organizations';
import { readOrganisationData, toSiteOrganisation } from './organisation-data';


export type WhiteLabelStart = {
  doc: Document;
  /** `location.hostname`. */
  hostname: string;
  /** GET /organizations/hostname/{hostname}: the answer's body; rejects on 404 or failure. */
  lookup: (hostname: string) => Promise<unknown>;
  store?: WhiteLabelStore;
  /** Where a failed lookup is reported (console.warn by default); the site keeps its own look. */
  log?: (message: string, error: unknown) => void;
};

/** The product's own hosts: the page's meta when present, else the default list. */
export function productHostsOf(doc: Document): string[] {
  return parseProductHosts(doc.head?.querySelector<HTMLMetaElement>(`meta[name="${PRODUCT_HOSTS_META}"]`)?.content);
}

/**
 * Puts the page in white-label mode for an organisation: the store every remote reads, the
 * site name titles end in, its palette on the document (the theme contract), and no
 * structured data (the product's JSON-LD describes MediaMart, not the agency).
 */
export function enterWhiteLabel(doc: Document, org: SiteOrganisation, store: WhiteLabelStore = whiteLabel): void {
  store.set(org);
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${SITE_NAME_META}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = SITE_NAME_META;
    doc.head.appendChild(meta);
  }
  meta.content = org.name;
  doc.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  const title = brandTitle(doc.title, org.name);
  doc.title = title === doc.title && title.includes(SITE_NAME) ? org.name : title;
}

/**
 * White-label at start (SPEC.md sections 2 and 8): the server's data block if the page has
 * one (synchronous: the first render is already the organisation's); else, on a host that
 * is not the product's own, the hostname lookup. A failed lookup is logged only.
 */
export function startWhiteLabel(o: WhiteLabelStart): { initial: SiteOrganisation | null; done: Promise<SiteOrganisation | null> } {
  const store = o.store ?? whiteLabel;
  const fromPage = readOrganisationData(o.doc);
  if (fromPage) {
    enterWhiteLabel(o.doc, fromPage, store);
    return { initial: fromPage, done: Promise.resolve(fromPage) };
  }
  if (isProductHost(o.hostname, productHostsOf(o.doc))) return { initial: null, done: Promise.resolve(null) };
  const log = o.log ?? ((message, error) => console.warn(message, error));
  const done = o.lookup(o.hostname).then(
    (body) => {
      const org = toSiteOrganisation(body);
      if (!org) {
        log(`White-label lookup for ${o.hostname} answered no organisation; the site keeps its own look`, body);
        return null;
      }
      enterWhiteLabel(o.doc, org, store);
      return org;
    },
    (error: unknown) => {
      log(`White-label lookup for ${o.hostname} failed; the site keeps its own look`, error);
      return null;
    },
  );
  return { initial: null, done };
}
