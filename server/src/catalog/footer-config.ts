import { SOCIAL_NETWORKS, type SocialNetwork } from 'shared-domain';
import { envValue, type Env } from '../env-values';

/** A social profile of the site's own (the footer's "Follow" column). */
export type SocialLink = { network: SocialNetwork; href: string };

/** The certification badge: its text, its image and the certificate it links to. */
export type Certification = { text: string; imageUrl: string; href: string };

/** What the footer shows beside the catalog's links; none of it is invented when unset. */
export type FooterConfig = { social: SocialLink[]; certification: Certification | null };

export const EMPTY_FOOTER_CONFIG: FooterConfig = { social: [], certification: null };

/**
 * An https address of a page on the network: a network's home page (no path) is refused, so
 * the footer never sends a visitor to facebook.com itself.
 */
function profileUrl(name: string, raw: unknown): string {
  let url: URL | null;
  try {
    url = typeof raw === 'string' ? new URL(raw.trim()) : null;
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || url.username || url.password) {
    throw new Error(`${name} must be a full https:// address, got ${JSON.stringify(raw)}`);
  }
  if (url.pathname === '/' || url.pathname === '') {
    throw new Error(`${name} must be the address of a profile page, not the network's home page (${url.origin})`);
  }
  return url.toString();
}

/** An https address, or a path on this site (`/badge.svg`), for the badge's image. */
function imageUrl(name: string, raw: string): string {
  if (/^\/(?!\/)[^\s]*$/.test(raw)) return raw;
  return profileUrlOrOrigin(name, raw);
}

function profileUrlOrOrigin(name: string, raw: string): string {
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:') throw new Error(`${name} must be a full https:// address or a path on this site, got "${raw}"`);
  return url.toString();
}

/**
 * SITE_SOCIAL_LINKS: a JSON object of network → profile address, e.g.
 * `{"linkedin":"https://www.linkedin.com/company/mediamart"}` (networks: facebook, instagram,
 * linkedin, x, youtube; listed in that order). Unset: no "Follow" column.
 *
 * SITE_CERTIFICATION_TEXT, SITE_CERTIFICATION_URL (the certificate, https) and
 * SITE_CERTIFICATION_IMAGE_URL (https or a path on this site): all three or none. Unset: no
 * badge. A malformed value stops the start, rather than the footer showing a broken link.
 */
export function loadFooterConfig(env: Env): FooterConfig {
  const social: SocialLink[] = [];
  const rawSocial = envValue(env, 'SITE_SOCIAL_LINKS');
  if (rawSocial !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawSocial);
    } catch {
      throw new Error('SITE_SOCIAL_LINKS must be a JSON object of network to address, e.g. {"linkedin":"https://www.linkedin.com/company/x"}');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('SITE_SOCIAL_LINKS must be a JSON object of network to address');
    }
    const entries = parsed as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(key)) {
        throw new Error(`SITE_SOCIAL_LINKS names an unknown network "${key}"; use ${SOCIAL_NETWORKS.join(', ')}`);
      }
    }
    for (const network of SOCIAL_NETWORKS) {
      if (entries[network] !== undefined) social.push({ network, href: profileUrl(`SITE_SOCIAL_LINKS.${network}`, entries[network]) });
    }
  }

  const text = envValue(env, 'SITE_CERTIFICATION_TEXT');
  const href = envValue(env, 'SITE_CERTIFICATION_URL');
  const image = envValue(env, 'SITE_CERTIFICATION_IMAGE_URL');
  const given = [text, href, image].filter((v) => v !== null).length;
  if (given > 0 && given < 3) {
    throw new Error('Set SITE_CERTIFICATION_TEXT, SITE_CERTIFICATION_URL and SITE_CERTIFICATION_IMAGE_URL together (or none: no badge)');
  }
  const certification = text && href && image
    ? { text: text.slice(0, 200), href: profileUrlOrOrigin('SITE_CERTIFICATION_URL', href), imageUrl: imageUrl('SITE_CERTIFICATION_IMAGE_URL', image) }
    : null;
  return { social, certification };
}
