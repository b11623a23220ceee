import { Link } from 'react-router-dom';
import { LANDING_LINKS } from '../content/landing-content';
import { useMetaTags } from './use-meta-tags';

const POPULAR: readonly { url: string; label: string }[] = [
  { url: '/', label: 'All media' },
  { url: '/about', label: 'About MediaMart' },
  { url: '/contact-us', label: 'Contact us' },
];

/** An address with no page here: say so and offer real pages. */
export function LandingNotFound() {
  useMetaTags('Page not found | MediaMart', 'There is no page at this address. Browse media or read about MediaMart.');
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '48px 20px' }}>
      <h1>Page not found</h1>
      <p>There is no page at this address. Try one of these:</p>
      <ul>
        {[...LANDING_LINKS, ...POPULAR].map((p) => (
          <li key={p.url}>
            <Link to={p.url}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
