import { useId } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-components';
import { color } from 'shared-ui';
import type { SiteLink } from './site-links';

/** A titled list of the menu's links (the drawer's and the menu that works without script). */
export function MenuSection({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The look of MenuSection's headings and links, for the panel that holds them. */
export const menuSectionStyles = css`
  h2 { margin: 16px 0 6px; font-size: 12px; letter-spacing: 0.05em; text-transform: uppercase; color: ${color.muted}; }
  ul { margin: 0; padding: 0; list-style: none; }
  li a {
    display: block;
    padding: 10px 4px;
    color: ${color.secondary};
    text-decoration: none;
    font-weight: 500;
  }
  li a:hover { color: ${color.primary}; }
`;

/** The menu's first link, "Plan a campaign", as a full-width primary button. */
export const planLinkStyles = css`
  display: block;
  padding: 10px 14px;
  border-radius: 6px;
  background: ${color.primary};
  color: ${color.primaryInk};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
`;
