/**
 * The organisation settings form as data: the draft a person edits, the OrganizationInput it
 * sends, the problems shared-domain's rules find (keyed by the server's field paths, so the
 * server's `errors` land on the same fields), the logo file check and the embed snippets.
 */
import { normalizeHexColour, contrastRatio, DEFAULT_THEME_COLOURS, themeTokens } from './palette';
import {
  normalizeHostname, ORGANIZATION_LIMITS, parseProductHosts, PRODUCT_HOSTS_META, SOCIAL_NETWORKS, validateOrganization,
  type Organization, type OrganizationInput, type SocialNetwork,
} from 'shared-domain/organizations';

export type OrganizationDraft = {
  name: string;
  logoUrl: string;
  address: string;
  city: string;
  emails: string[];
  social: Record<SocialNetwork, string>;
  primary: string;
  secondary: string;
  hostnames: string[];
  showChat: boolean;
  embedOrigins: string[];
};

export type FieldErrors = Record<string, string>;

/** Field paths of the draft, as the server names them. */
export const PATH = {
  name: 'name',
  logoUrl: 'logoUrl',
  address: 'contactDetails.address',
  city: 'contactDetails.city',
  emails: 'contactDetails.emails',
  primary: 'settings.theme.palette.primary.main',
  secondary: 'settings.theme.palette.secondary.main',
  hostnames: 'hostnames',
  showChat: 'showChat',
  embedOrigins: 'embedOrigins',
} as const;
export const socialPath = (network: SocialNetwork) => `contactDetails.social.${network}`;

/** The draft of a saved organisation, or of a new one (one empty hostname row, the product's colours). */
export function draftOf(org: Organization | null): OrganizationDraft {
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, org?.contactDetails.social?.[n] ?? ''])) as Record<SocialNetwork, string>;
  return {
    name: org?.name ?? '',
    logoUrl: org?.logoUrl ?? '',
    address: org?.contactDetails.address ?? '',
    city: org?.contactDetails.city ?? '',
    emails: org?.contactDetails.emails?.length ? [...org.contactDetails.emails] : [''],
    social,
    primary: org?.settings.theme.palette.primary.main ?? DEFAULT_THEME_COLOURS.primary,
    secondary: org?.settings.theme.palette.secondary.main ?? DEFAULT_THEME_COLOURS.secondary,
    hostnames: org?.hostnames.length ? [...org.hostnames] : [''],
    showChat: org?.showChat ?? false,
    embedOrigins: org ? [...org.embedOrigins] : [],
  };
}

const filled = (list: string[]) => list.map((v) => v.trim()).filter(Boolean);

/**
 * What the form sends (the whole object): text trimmed, empty rows left out, colours as
 * typed (the server normalises them). Empty rows are dropped before sending, so the
 * indices of the paths of `errorsOf` are those of the filled rows: `rowIndexOf` maps them back.
 */
export function inputOf(draft: OrganizationDraft): OrganizationInput {
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, draft.social[n].trim()]).filter(([, v]) => v)) as Partial<Record<SocialNetwork, string>>;
  return {
    name: draft.name.trim(),
    ...(draft.logoUrl ? { logoUrl: draft.logoUrl } : {}),
    contactDetails: { address: draft.address.trim(), city: draft.city.trim(), emails: filled(draft.emails), social },
    settings: { theme: { palette: { primary: { main: draft.primary.trim() }, secondary: { main: draft.secondary.trim() } } } },
    hostnames: filled(draft.hostnames),
    showChat: draft.showChat,
    embedOrigins: filled(draft.embedOrigins),
  };
}

type ListKey = 'emails' | 'hostnames' | 'embedOrigins';
const LIST_PATH: Record<ListKey, string> = { emails: PATH.emails, hostnames: PATH.hostnames, embedOrigins: PATH.embedOrigins };

/** Paths of the sent (filled) rows → paths of the draft's rows, so an error lands on the row the person sees. */
export function toDraftPaths(draft: OrganizationDraft, errors: Readonly<Record<string, string>>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    let mapped = path;
    for (const key of Object.keys(LIST_PATH) as ListKey[]) {
      const prefix = `${LIST_PATH[key]}.`;
      if (!path.startsWith(prefix)) continue;
      const sentIndex = Number(path.slice(prefix.length));
      if (!Number.isInteger(sentIndex)) continue;
      const rows = draft[key].map((v, i) => [v.trim(), i] as const).filter(([v]) => v);
      const row = rows[sentIndex]?.[1];
      mapped = row === undefined ? LIST_PATH[key] : `${prefix}${row}`;
    }
    out[mapped] = message;
  }
  return out;
}

/**
 * The product's own hosts as the server names them in the page (`<meta name="mm-product-hosts">`),
 * or the default ones: no organisation may claim them, and the form says so before sending.
 */
export function productHostsOfPage(doc: Document = document): string[] {
  return parseProductHosts(doc.head?.querySelector<HTMLMetaElement>(`meta[name="${PRODUCT_HOSTS_META}"]`)?.content);
}

/** Whether the draft lists a hostname the saved organisation does not claim yet. */
export function hasUnsavedHostnames(draft: OrganizationDraft, org: Organization): boolean {
  return filled(draft.hostnames).some((h) => {
    const n = normalizeHostname(h);
    return n !== null && !org.hostnames.includes(n);
  });
}

/** Every problem of the draft by the draft's own paths (empty when it can be sent); hostnames are checked against `productHosts`. */
export function errorsOf(draft: OrganizationDraft, productHosts: readonly string[] = productHostsOfPage()): FieldErrors {
  const errors = toDraftPaths(draft, validateOrganization(inputOf(draft), { productHosts }) as Record<string, string>);
  if (filled(draft.hostnames).length === 0 && !errors[PATH.hostnames]) {
    // A white-label copy needs a host to answer on; the first row says so.
    errors[`${PATH.hostnames}.0`] = 'Enter at least one hostname, such as media.agency.in';
  }
  return errors;
}

/** The draft's errors without those of one path (and of the rows under it). */
export function withoutError(errors: FieldErrors, path: string): FieldErrors {
  if (!Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== path && !k.startsWith(`${path}.`)));
}

/** The errors after row `index` of a list is removed: that row's gone, the later rows move up. */
export function afterRowRemoved(errors: FieldErrors, list: string, index: number): FieldErrors {
  const out: FieldErrors = {};
  const prefix = `${list}.`;
  for (const [k, v] of Object.entries(errors)) {
    if (!k.startsWith(prefix)) {
      if (k !== list) out[k] = v;
      continue;
    }
    const i = Number(k.slice(prefix.length));
    if (!Number.isInteger(i)) out[k] = v;
    else if (i < index) out[k] = v;
    else if (i > index) out[`${prefix}${i - 1}`] = v;
  }
  return out;
}

/** Logo files: what the server accepts (it checks the content too). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 256 * 1024;

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Why a chosen logo file cannot be sent, or null. */
export function logoFileError(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return `${file.name || 'This file'} is not a PNG, JPEG or SVG image`;
  if (file.size > LOGO_MAX_BYTES) return `The logo is ${kb(file.size)}; it can be at most ${kb(LOGO_MAX_BYTES)}. Choose a smaller file.`;
  if (file.size === 0) return 'This file is empty';
  return null;
}

/** The contrast of a colour with white (the theme's surface), or null when it is not a colour. */
export function contrastWithWhite(colour: string): number | null {
  const hex = normalizeHexColour(colour);
  return hex ? contrastRatio(hex, themeTokens().surface) : null;
}

export type EmbedKind = 'bag' | 'dashboard';

const EMBED = {
  bag: { script: '/mf/mf-bag/embed/mediamart-bag.js', global: 'MediaMartBag', id: 'mediamart-bag' },
  dashboard: { script: '/mf/mf-dashboard/embed/mediamart-dashboard.js', global: 'MediaMartDashboard', id: 'mediamart-dashboard' },
} as const;

/**
 * The copy-and-paste HTML that shows the bag or the dashboard on an agency's page in the
 * organisation's colours: the embed bundle from `siteOrigin`, an element, and
 * `mount(element, { apiBase, token, theme: { primary, secondary } })` (README, "Embedding").
 */
export function embedSnippet(kind: EmbedKind, siteOrigin: string, colours: { primary: string; secondary: string }): string {
  const e = EMBED[kind];
  const origin = siteOrigin.replace(/\/+$/, '');
  const primary = normalizeHexColour(colours.primary) ?? DEFAULT_THEME_COLOURS.primary;
  const secondary = normalizeHexColour(colours.secondary) ?? DEFAULT_THEME_COLOURS.secondary;
  return [
    `<div id="${e.id}"></div>`,
    `<script src="${origin}${e.script}"></script>`,
    '<script>',
    `  ${e.global}.mount(document.getElementById('${e.id}'), {`,
    `    apiBase: '${origin}/api',`,
    `    token: localStorage.getItem('authToken'), // the signed-in user's token on this site, or null`,
    `    theme: { primary: '${primary}', secondary: '${secondary}' },`,
    '  });',
    '</script>',
  ].join('\n');
}

export { ORGANIZATION_LIMITS };
