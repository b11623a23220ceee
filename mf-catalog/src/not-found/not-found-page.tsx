import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, matchRoute } from 'shared-domain';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from 'shared-domain/format';
import { usePageMeta } from 'shared-ui/runtime';
import { CategoryIcon } from '../home/category-icon';
import { SearchBox } from '../home/search-box';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { PillLink, PillList } from '../ui/pill-links';
import { color, focusRing } from 'shared-ui';

export { NOT_FOUND_TITLE };

/** Where people most often want to go instead. */
const POPULAR = ['/deals', '/contact-us', '/plan', '/how-to-list'] as const;

const Path = styled.code`
  padding: 1px 6px;
  border-radius: 4px;
  background: ${color.canvas};
  border: 1px solid ${color.line};
  word-break: break-all;
`;

const Part = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 12px;
  }
  svg {
    color: ${color.accent};
  }
`;

const Search = styled.div`
  max-width: 560px;
  display: flex;
`;

const HomeLink = styled(Link)`
  color: ${color.accent};
  font-weight: 600;
  ${focusRing}
`;

/**
 * An unknown path, or a media profile or industry that does not exist (the server answers
 * these 404): what was asked for, a search, the categories and the popular pages. Search
 * engines are told not to index it.
 */
export function NotFoundPage({ message }: { message?: string }) {
  const { pathname } = useLocation();
  usePageMeta(NOT_FOUND_TITLE, NOT_FOUND_DESCRIPTION, 'noindex');
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <Lead>
        {message ? `${message} ` : ''}There is no page at <Path>{pathname}</Path>: it may have moved, or the address may
        have a typing mistake.
      </Lead>
      <Part aria-labelledby="mm-nf-search">
        <h2 id="mm-nf-search">Search the catalog</h2>
        <Search>
          <SearchBox />
        </Search>
      </Part>
      <Part aria-labelledby="mm-nf-categories">
        <h2 id="mm-nf-categories">Browse a category</h2>
        <PillList>
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <PillLink to={c.path}>
                <CategoryIcon category={c.key} size={20} />
                {c.label}
              </PillLink>
            </li>
          ))}
        </PillList>
      </Part>
      <Part aria-labelledby="mm-nf-popular">
        <h2 id="mm-nf-popular">Popular pages</h2>
        <PillList>
          {POPULAR.map((path) => (
            <li key={path}>
              <PillLink to={path}>{matchRoute(path)?.entry.title ?? path}</PillLink>
            </li>
          ))}
        </PillList>
      </Part>
      <Part>
        <HomeLink to="/">Go to the home page</HomeLink>
      </Part>
    </Page>
  );
}
