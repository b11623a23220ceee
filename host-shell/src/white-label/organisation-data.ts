import { WHITE_LABEL_DATA_ID, type SiteOrganisation } from 'shared-domain';

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The public organisation (GET /organizations/hostname/{hostname}, or the server's data
 * block) checked field by field: anything missing becomes empty, and an answer without a
 * name is not an organisation.
 */
export function toSiteOrganisation(value: unknown): SiteOrganisation | null {
  if (!isRecord(value) || !str(value.name).trim()) return null;
  const contact = isRecord(value.contactDetails) ? value.contactDetails : {};
  const social = isRecord(contact.social) ? contact.social : {};
  const palette = isRecord(value.settings) && isRecord(value.settings.theme) && isRecord(value.settings.theme.palette) ? value.settings.theme.palette : {};
  const main = (p: unknown) => (isRecord(p) ? str(p.main) : '');
  return {
    _org: str(value._org),
    name: str(value.name).trim(),
    logoUrl: str(value.logoUrl),
    contactDetails: {
      address: str(contact.address),
      city: str(contact.city),
      emails: Array.isArray(contact.emails) ? contact.emails.filter((e): e is string => typeof e === 'string' && e !== '') : [],
      social: Object.fromEntries(Object.entries(social).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')),
    },
    settings: { theme: { palette: { primary: { main: main(palette.primary) }, secondary: { main: main(palette.secondary) } } } },
    showChat: value.showChat === true,
  };
}

/** The organisation the server wrote into the page (`<script type="application/json" id="mm-organisation">`), or null. */
export function readOrganisationData(doc: Document): SiteOrganisation | null {
  const script = doc.getElementById(WHITE_LABEL_DATA_ID);
  if (!script || script.getAttribute('type') !== 'application/json') return null;
  try {
    return toSiteOrganisation(JSON.parse(script.textContent ?? ''));
  } catch {
    return null;
  }
}
