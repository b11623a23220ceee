import { Link } from 'react-router-dom';
import { LANDING_PAGES } from '../content/landing-content';

/** An unknown /lp/ address: say so and offer the real pages. */
export function LandingNotFound() {
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '48px 20px' }}>
      <h1>Page not found</h1>
      <p>There is no landing page at this address. Try one of these:</p>
      <ul>
        {LANDING_PAGES.map((p) => (
          <li key={p.url}>
            <Link to={p.url}>{p.title}</Link>
          </li>
        ))}
        <li>
          <Link to="/">All media</Link>
        </li>
      </ul>
    </div>
  );
}
