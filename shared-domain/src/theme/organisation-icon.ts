import type { Organisation } from '../entities/entities';
import { inkOn } from './contrast';
import { themeFromOrganisation } from './theme-contract';

/** The letter or digit an organisation's icon shows: the first of its name (with its combining marks), upper-cased; '?' when it has none. */
export function organisationInitial(name: string): string {
  const match = /[\p{L}\p{N}][\p{M}]*/u.exec(name.normalize('NFC'));
  return match ? match[0].toLocaleUpperCase('en-IN') : '?';
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/**
 * The site icon of an organisation without a logo (a white-label host's favicon): its initial
 * on a rounded tile of its own primary colour, in the ink that reads on it. Nothing of the
 * product's mark or colours.
 */
export function organisationIconSvg(org: Pick<Organisation, 'name' | 'settings'>): string {
  const { primary } = themeFromOrganisation(org);
  const initial = organisationInitial(org.name).replace(/[<>&"']/g, (c) => XML_ESCAPES[c]!);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
    + `<rect width="32" height="32" rx="7" fill="${primary}"/>`
    + `<text x="16" y="22.5" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="18" font-weight="700" fill="${inkOn(primary)}">${initial}</text></svg>`;
}
