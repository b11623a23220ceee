import type { Organisation } from '../entities/entities';
import { contrastRatio, formatContrast, MIN_TEXT_CONTRAST, normalizeHexColour } from '../theme/contrast';
import { DEFAULT_PRODUCT_HOSTS, normalizeHostname, normalizeOrigin } from './hostname';
import { hostnameRefusal, type HostnameClaim } from './hostname-claims';

/** Social networks an organisation may link; the footer shows them in this order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const ORGANIZATION_LIMITS = {
  nameMax: 120,
  addressMax: 300,
  cityMax: 80,
  emailsMax: 5,
  hostnamesMax: 10,
  embedOriginsMax: 10,
  urlMax: 500,
} as const;

/** What staff or a white-label-admin sends (POST/PUT /organizations): SPEC.md section 3 plus ours. */
export type OrganizationInput = {
  name: string;
  logoUrl?: string;
  contactDetails: { address?: string; city?: string; emails?: string[]; social?: Partial<Record<SocialNetwork, string>> };
  settings: { theme: { palette: { primary: { main: string }; secondary: { main: string } } } };
  /** Hosts the white-label copy answers on, e.g. `media.agency.in`. */
  hostnames: string[];
  /** Whether the chat assistant shows on the organisation's hosts (default false). */
  showChat?: boolean;
  /** Origins allowed to embed the bag or the dashboard (CORS), and to frame the pages of the organisation's own hostnames (frame-ancestors). */
  embedOrigins?: string[];
};

/** An organisation as the API answers it to staff and its own white-label-admin. */
export type Organization = Organisation & {
  hostnames: string[];
  /** Each of `hostnames` with where its claim stands; only verified ones pick the organisation for a request. */
  hostnameClaims: HostnameClaim[];
  showChat: boolean;
  embedOrigins: string[];
  createdAt: string;
  updatedAt: string;
};

export type OrganizationErrors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;
/** A logo is an uploaded file of ours (`/api/...`) or an https address. */
const LOGO_URL = /^(https:\/\/[^\s]+|\/api\/[^\s]+)$/i;

/** A palette colour's problem: not a colour, or text on it / it as text on white below 4.5:1. */
export function paletteColourError(label: string, value: unknown): string | undefined {
  const hex = normalizeHexColour(value);
  if (!hex) return `${label} must be a colour like #1f2a44`;
  const ratio = contrastRatio(hex, '#ffffff')!;
  if (ratio < MIN_TEXT_CONTRAST) {
    return `${label} ${hex} has a contrast of ${formatContrast(ratio)} with white; choose a darker colour (at least 4.5:1)`;
  }
  return undefined;
}

/** What validateOrganization needs to know of the product: its own hosts, which no organisation may claim. */
export type OrganizationRuleOptions = { productHosts?: readonly string[] };

/**
 * Every problem of an organisation as sent, keyed by field path (`name`, `hostnames.1`,
 * `contactDetails.emails.0`, `settings.theme.palette.primary.main` …); empty when valid.
 * A hostname must be one an organisation may claim (hostnameRefusal: not local, not an IP
 * address, not the product's). Uniqueness across organisations is the store's check (a 409).
 */
export function validateOrganization(input: unknown, options: OrganizationRuleOptions = {}): OrganizationErrors {
  const productHosts = options.productHosts ?? DEFAULT_PRODUCT_HOSTS;
  const errors: OrganizationErrors = {};
  const o = (input ?? {}) as Partial<OrganizationInput>;
  const name = typeof o.name === 'string' ? o.name.trim() : '';
  if (!name || name.length > ORGANIZATION_LIMITS.nameMax) errors.name = `Enter the organisation's name (at most ${ORGANIZATION_LIMITS.nameMax} characters)`;
  if (o.logoUrl !== undefined && o.logoUrl !== '' && (typeof o.logoUrl !== 'string' || o.logoUrl.length > ORGANIZATION_LIMITS.urlMax || !LOGO_URL.test(o.logoUrl))) {
    errors.logoUrl = 'The logo must be an uploaded file or an https:// address';
  }
  const c = (o.contactDetails ?? {}) as OrganizationInput['contactDetails'];
  if (c.address !== undefined && (typeof c.address !== 'string' || c.address.length > ORGANIZATION_LIMITS.addressMax)) errors['contactDetails.address'] = `The address can have at most ${ORGANIZATION_LIMITS.addressMax} characters`;
  if (c.city !== undefined && (typeof c.city !== 'string' || c.city.length > ORGANIZATION_LIMITS.cityMax)) errors['contactDetails.city'] = `The city can have at most ${ORGANIZATION_LIMITS.cityMax} characters`;
  if (c.emails !== undefined) {
    if (!Array.isArray(c.emails) || c.emails.length > ORGANIZATION_LIMITS.emailsMax) errors['contactDetails.emails'] = `List at most ${ORGANIZATION_LIMITS.emailsMax} e-mail addresses`;
    else c.emails.forEach((e, i) => { if (typeof e !== 'string' || !EMAIL.test(e.trim()) || e.length > 254) errors[`contactDetails.emails.${i}`] = 'Enter a valid e-mail address'; });
  }
  if (c.social !== undefined) {
    if (!c.social || typeof c.social !== 'object' || Array.isArray(c.social)) errors['contactDetails.social'] = 'Social links must be a map of network to address';
    else for (const [k, v] of Object.entries(c.social)) {
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(k)) errors[`contactDetails.social.${k}`] = `Unknown network; use one of ${SOCIAL_NETWORKS.join(', ')}`;
      else if (v !== '' && (typeof v !== 'string' || v.length > ORGANIZATION_LIMITS.urlMax || !HTTPS_URL.test(v))) errors[`contactDetails.social.${k}`] = 'Enter the full https:// address of the page';
    }
  }
  const palette = o.settings?.theme?.palette;
  const p = paletteColourError('The primary colour', palette?.primary?.main);
  if (p) errors['settings.theme.palette.primary.main'] = p;
  const s = paletteColourError('The secondary colour', palette?.secondary?.main);
  if (s) errors['settings.theme.palette.secondary.main'] = s;
  if (!Array.isArray(o.hostnames) || o.hostnames.length > ORGANIZATION_LIMITS.hostnamesMax) errors.hostnames = `List up to ${ORGANIZATION_LIMITS.hostnamesMax} hostnames`;
  else {
    const seen = new Set<string>();
    o.hostnames.forEach((h, i) => {
      const n = normalizeHostname(h);
      const refusal = hostnameRefusal(h, productHosts);
      if (!n || refusal) errors[`hostnames.${i}`] = refusal ?? 'Enter a hostname such as media.agency.in (no https://, no path)';
      else if (seen.has(n)) errors[`hostnames.${i}`] = `${n} is listed twice`;
      else seen.add(n);
    });
  }
  if (o.showChat !== undefined && typeof o.showChat !== 'boolean') errors.showChat = 'showChat is true or false';
  if (o.embedOrigins !== undefined) {
    if (!Array.isArray(o.embedOrigins) || o.embedOrigins.length > ORGANIZATION_LIMITS.embedOriginsMax) errors.embedOrigins = `List up to ${ORGANIZATION_LIMITS.embedOriginsMax} origins`;
    else o.embedOrigins.forEach((e, i) => { if (!normalizeOrigin(e)) errors[`embedOrigins.${i}`] = 'Enter an origin such as https://www.agency.in (no path)'; });
  }
  return errors;
}

/** An organisation as stored, before it has an id and dates. */
export type NormalizedOrganization = Omit<Organization, '_org' | 'createdAt' | 'updatedAt' | 'hostnameClaims'>;

/** The input as stored: trimmed, hostnames and origins normalised and de-duplicated, colours lower-case #rrggbb, empty social links dropped. Call after validateOrganization found nothing. */
export function normalizeOrganization(input: OrganizationInput): NormalizedOrganization {
  const social: Record<string, string> = Object.fromEntries(
    Object.entries(input.contactDetails.social ?? {}).filter(([, v]) => typeof v === 'string' && v.trim()).map(([k, v]) => [k, v!.trim()]),
  );
  return {
    name: input.name.trim(),
    logoUrl: (input.logoUrl ?? '').trim(),
    contactDetails: {
      address: (input.contactDetails.address ?? '').trim(),
      city: (input.contactDetails.city ?? '').trim(),
      emails: (input.contactDetails.emails ?? []).map((e) => e.trim()),
      social,
    },
    settings: {
      theme: {
        palette: {
          primary: { main: normalizeHexColour(input.settings.theme.palette.primary.main)! },
          secondary: { main: normalizeHexColour(input.settings.theme.palette.secondary.main)! },
        },
      },
    },
    hostnames: [...new Set(input.hostnames.map((h) => normalizeHostname(h)!))],
    showChat: input.showChat ?? false,
    embedOrigins: [...new Set((input.embedOrigins ?? []).map((e) => normalizeOrigin(e)!))],
  };
}

/** What GET /organizations/hostname/{hostname} answers (SPEC.md section 7): the public part only. */
export function publicOrganisation(org: Organization): Organisation & { showChat: boolean } {
  return { _org: org._org, name: org.name, logoUrl: org.logoUrl, contactDetails: org.contactDetails, settings: org.settings, showChat: org.showChat };
}
