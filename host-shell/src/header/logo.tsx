import styled from 'styled-components';
import { BRAND_MARK, type LogoVariant, type SiteOrganisation } from 'shared-domain';
import { color } from 'shared-ui';

const TAGLINE: Record<LogoVariant, string | null> = {
  default: null,
  christmas: 'Merry Christmas',
  'new-year': 'Happy New Year',
  anniversary: 'Anniversary',
};

/** The product's mark (shared-domain's BRAND_MARK), drawn inline (no request) so the header never waits on an image. */
export function Logo({ variant }: { variant: LogoVariant }) {
  const tagline = TAGLINE[variant];
  return (
    <svg
      role="img"
      aria-label="MediaMart home"
      data-variant={variant}
      viewBox="0 0 168 40"
      width="148"
      height="36"
      focusable="false"
    >
      <title>MediaMart home</title>
      <rect x="0" y="4" width="32" height="32" rx="7" fill={BRAND_MARK.tile} />
      <path d="M7 29V12l9 10 9-10v17" fill="none" stroke={BRAND_MARK.glyph} strokeWidth="3.2" strokeLinejoin="round" />
      {variant === 'christmas' && (
        <path d="M4 8c4-9 20-9 24 0z M25 3a3 3 0 1 0 .1 0z" fill={BRAND_MARK.holly} stroke={BRAND_MARK.glyph} strokeWidth="1" />
      )}
      {variant === 'new-year' && (
        <g fill={BRAND_MARK.gold}>
          <circle cx="36" cy="6" r="2" />
          <circle cx="3" cy="2" r="1.5" />
          <path d="M30 0l1.2 3 3 .6-2.4 2 .6 3-2.4-1.6-2.4 1.6.6-3-2.4-2 3-.6z" />
        </g>
      )}
      {variant === 'anniversary' && <circle cx="30" cy="6" r="6" fill={BRAND_MARK.gold} stroke={BRAND_MARK.glyph} strokeWidth="1.5" />}
      <text x="40" y={tagline ? 22 : 27} fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="20" fill={BRAND_MARK.word}>
        Media<tspan fill={BRAND_MARK.tile}>Mart</tspan>
      </text>
      {tagline && (
        <text x="40" y="36" fontFamily="system-ui, sans-serif" fontSize="9.5" fill={BRAND_MARK.tagline}>
          {tagline}
        </text>
      )}
    </svg>
  );
}

/** A white-label organisation's logo in place of the dated one (its name when it has no logo). */
export function OrganisationLogo({ organisation }: { organisation: Pick<SiteOrganisation, 'name' | 'logoUrl'> }) {
  return organisation.logoUrl ? (
    <OrgImage src={organisation.logoUrl} alt={`${organisation.name} home`} height={40} data-organisation-logo="" />
  ) : (
    <OrgName data-organisation-logo="">{organisation.name}</OrgName>
  );
}

const OrgImage = styled.img`
  display: block;
  max-width: 180px;
  height: 40px;
  object-fit: contain;
  @media (max-width: 959.98px) { max-width: 110px; height: 34px; }
`;

const OrgName = styled.span`
  display: block;
  max-width: 200px;
  overflow: hidden;
  font-size: 18px;
  font-weight: 700;
  color: ${color.secondary};
  white-space: nowrap;
  text-overflow: ellipsis;
`;
