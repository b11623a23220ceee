/** Sports marketing: team, stadium and broadcast properties. */
import { SPORTS_PROPERTIES } from '../names-digital';
import { SPORTS_BROADCAST_TEMPLATES, SPORTS_STADIUM_TEMPLATES, SPORTS_TEAM_TEMPLATES } from '../names-options';
import { aboutText, indian, slugify } from '../build/helpers';
import { expand, type Builder, type Stub } from '../build/stub';

/** Sports properties: teams, stadiums and broadcasts. */
export const sportsMarketing: Builder = (count, rng) => {
  const base = SPORTS_PROPERTIES.map((p): Stub => {
    const viewership = Math.round(p.viewershipM * 1_000_000 * rng.range(0.9, 1.1));
    const kindLabel = p.kind === 'team' ? 'Team' : p.kind === 'stadium' ? 'Stadium' : 'Broadcast';
    const templates = p.kind === 'team' ? SPORTS_TEAM_TEMPLATES : p.kind === 'stadium' ? SPORTS_STADIUM_TEMPLATES : SPORTS_BROADCAST_TEMPLATES;
    return {
      name: p.name, slug: slugify(p.name), city: p.city, language: p.language,
      subTitle: `${p.city} · ${p.league} · ${kindLabel}`, audience: viewership,
      // Squared so that Kabaddi and ISL sit far below the IPL, as their rights do.
      level: p.weight * p.weight * rng.range(0.9, 1),
      attributes: { viewership: { value: viewership }, league: { value: p.league }, propertyType: { value: kindLabel } },
      tagline: `${p.league} ${kindLabel.toLowerCase()} property`,
      about: aboutText(
        `${p.name} offers ${p.league} ${p.kind === 'broadcast' ? 'broadcast inventory' : p.kind === 'stadium' ? 'in-stadium branding' : 'team sponsorship'} seen by about ${indian(viewership)} viewers a season.`,
        'Rights are sold per season or per match, with category exclusivity on request.',
      ),
      templates, demographics: 'none', genre: p.league, format: [kindLabel],
    };
  });
  return expand(base, count, rng, ['Season Pack', 'Playoffs Pack', 'Digital Rights']);
};