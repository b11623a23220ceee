import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE } from 'shared-domain/format';
import { useSiteName } from 'shared-ui';
import { LANDING_LINKS } from '../content/landing-content';
import { useMetaTags } from './use-meta-tags';

/** Pages worth a try, with the site's name (the organisation's on its host). */
const popular = (siteName: string): readonly { url: string; label: string }[] => [
  { url: '/', label: 'All media' },
  { url: '/about', label: `About ${siteName}` },
  { url: '/contact-us', label: 'Contact us' },
];

/** An address with no page here: say so and offer real pages. */
export function LandingNotFound() {
  const siteName = useSiteName();
  // "| MediaMart" becomes the organisation's name through the document's application-name.
  useMetaTags(NOT_FOUND_TITLE, `There is no page at this address. Browse media or read about ${siteName}.`);
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '48px 20px' }}>
      <h1>Page not found</h1>
      <p>There is no page at this address. Try one of these:</p>
      <ul>
        {[...LANDING_LINKS, ...popular(siteName)].map((p) => (
          <li key={p.url}>
            <Link to={p.url}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
