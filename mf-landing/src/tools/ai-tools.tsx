import { Link } from 'react-router-dom';
import { matchRoute } from 'shared-domain';
import { toolCopy } from 'shared-domain/format';

/** The tool pages /ai-tools lists, in its order, with what each does beyond its one-line purpose. */
const PAGES: ReadonlyArray<{ path: string; how: string }> = [
  {
    path: '/sivi-ai-advertisement-generator',
    how: 'Draft headline and body copy from your brief (brand, what you sell, objective, target group, cities, offer), fitted to the chosen medium’s text limits and editable, or type your own; pick colours and a logo: it draws a creative for each image size your chosen media ask for, in your browser, and you download them as PNG files.',
  },
  {
    path: '/media-recommendation',
    how: 'Give a budget and a goal: it picks media options from the catalog to reach the most people within the budget, priced as the bag prices them.',
  },
];

/**
 * /ai-tools (issue 18): the planning helpers, each with what it does. Only what exists is
 * described: a tool page not open yet says so (`isOpen`, from the tool page's list).
 */
export function AiToolsList({ isOpen }: { isOpen: (path: string) => boolean }) {
  return (
    <>
      <p>
        These tools work by fixed rules on what you type and on the catalog’s data. The ad creative maker draws in your
        browser; it does not use an AI model and sends nothing to another service.
      </p>
      <ul>
        {PAGES.map(({ path, how }) => {
          const entry = matchRoute(path)?.entry;
          const copy = entry ? toolCopy(entry) : null;
          return (
            <li key={path}>
              <Link to={path}>{path === '/sivi-ai-advertisement-generator' ? 'Ad creative maker' : (entry?.title ?? path)}</Link>
              {copy && <>: {copy.description}</>} {how}
              {!isOpen(path) && <> (not open yet)</>}
            </li>
          );
        })}
        <li>
          <strong>Brief assistant</strong>: the “Chat with us” button on our pages asks for your campaign brief one question at
          a time — brand name, website, category, objective, budget, dates, audience, locations and media preference — checks
          each answer, and saves the brief as a campaign once you sign in. You can also{' '}
          <Link to="/ad-campaign-brief">fill in the brief as a form</Link>.
        </li>
      </ul>
    </>
  );
}
