import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mobile, th } from '../theme/theme';
import {
  CATEGORY_COLUMNS, FOLLOW_LINKS, INDUSTRY_LINKS, TOOL_LINKS, USEFUL_LINKS,
  type FooterColumn, type FooterLink,
} from './footer-links';

export type FooterProps = {
  /** Gives the copyright year. */
  now: Date;
  /** The badge shows only on the non-white-label site. */
  showCertification?: boolean;
};

/** The site footer: link columns, certification badge, copyright line. */
export function Footer({ now, showCertification = true }: FooterProps) {
  const columns: FooterColumn[] = [
    { title: 'Useful links', links: USEFUL_LINKS },
    { title: 'Tools', links: TOOL_LINKS },
    { title: 'Follow', links: FOLLOW_LINKS },
    { title: 'Popular industries', links: INDUSTRY_LINKS },
    ...CATEGORY_COLUMNS,
  ];
  return (
    <Root>
      <Columns>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <FooterAnchor link={l} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Columns>
      <Bottom>
        {showCertification && <CertificationBadge />}
        <small>© {now.getFullYear()} MediaMart. All rights reserved.</small>
      </Bottom>
    </Root>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.to} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link to={link.to}>{link.label}</Link>
  );
}

/**
 * SPEC.md's certification badge. MediaMart holds no certification yet, so the badge says it is
 * an example rather than claim one (no invented claims); the real certificate replaces it.
 */
function CertificationBadge() {
  return (
    <Badge role="img" aria-label="Example certification badge: no certification is claimed">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
        <circle cx="14" cy="14" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 14.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" />
      </svg>
      <span>Certification badge (example)</span>
    </Badge>
  );
}

const Root = styled.footer`
  margin-top: 48px;
  padding: 40px 24px 24px;
  background: ${(p) => th(p).colors.secondary};
  color: #dfe3ec;
  a { color: #dfe3ec; text-decoration: none; }
  a:hover { color: #fff; text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  h2 { margin: 0 0 10px; font-size: 14px; color: #fff; text-transform: uppercase; letter-spacing: 0.04em; }
  ul { margin: 0; padding: 0; list-style: none; }
  li { margin: 6px 0; font-size: 14px; }
  ${mobile} { grid-template-columns: repeat(2, 1fr); }
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 16px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  color: #9fe0b5;
`;
