import { useCallback, useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MEDIA_SORTS, categoryInfo, fetchMedia, type MediaSort } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { useDocumentTitle } from '../app/use-document-title';
import { formatCount } from '../app/format';
import { MediaResults } from '../media-list/media-results';
import { NotFoundPage } from '../not-found/not-found-page';
import { Lead, Page, PageTitle } from '../ui/primitives';
import { color, focusRing, mobile } from '../ui/tokens';
import { CITIES, SORT_LABELS, parseCategoryView, toMediaQuery, withView } from './category-query';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 24px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select {
    font: inherit;
    min-height: 44px;
    min-width: 200px;
    padding: 0 8px;
    border: 1px solid ${color.muted};
    border-radius: 6px;
    background: ${color.surface};
    color: ${color.ink};
    ${focusRing}
  }
  ${mobile} {
    flex-direction: column;
    select {
      width: 100%;
    }
  }
`;

type Props = {
  /** Fixed category (for routes like /sports-marketing/ipl-advertising); else `:category`. */
  categoryKey?: string;
  /** A fixed search within the category. */
  q?: string;
  /** Heading instead of the category's name. */
  heading?: string;
};

/** `/:category`: the category's media, sorted, filtered by city and paged from the URL. */
export function CategoryPage({ categoryKey, q, heading }: Props) {
  const params = useParams();
  const info = categoryInfo(categoryKey ?? params.category ?? '');
  if (!info) return <NotFoundPage />;
  return <CategoryList key={info.key} categoryKey={info.key} q={q} heading={heading} />;
}

function CategoryList({ categoryKey, q, heading }: Props & { categoryKey: string }) {
  const info = categoryInfo(categoryKey)!;
  const { api } = useCatalogServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseCategoryView(searchParams);
  const query = toMediaQuery(info.key, view, q);
  const queryKey = JSON.stringify(query);
  const load = useCallback(() => fetchMedia(api, JSON.parse(queryKey)), [api, queryKey]);
  const [result, retry] = useResource(queryKey, load);
  const sortId = useId();
  const cityId = useId();

  const title = heading ?? `${info.label} advertising`;
  useDocumentTitle(view.city ? `${title} in ${view.city}` : title);

  const hrefFor = (page: number) => `?${withView(searchParams, { page }).toString()}`;

  return (
    <Page>
      {/* No links before the results: the first link in <main> is the first media (e2e relies on it). */}
      <PageTitle>{view.city ? `${title} in ${view.city}` : title}</PageTitle>
      <Lead aria-live="polite">
        {result.status === 'success' ? formatCount(result.data.total, 'media profile') : '\u00a0'}
      </Lead>
      <Filters role="search" aria-label={`Filter ${info.label} media`} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={sortId}>
          Sort by
          <select
            id={sortId}
            value={view.sort}
            onChange={(e) => setSearchParams(withView(searchParams, { sort: e.target.value as MediaSort }))}
          >
            {MEDIA_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={cityId}>
          City
          <select id={cityId} value={view.city} onChange={(e) => setSearchParams(withView(searchParams, { city: e.target.value }))}>
            <option value="">All cities</option>
            {/* Keeps a city from a shared link selectable even when it is not in the list. */}
            {view.city && !(CITIES as readonly string[]).includes(view.city) ? <option value={view.city}>{view.city}</option> : null}
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <MediaResults result={result} onRetry={retry} hrefFor={hrefFor} emptyMessage="No media match these filters" />
    </Page>
  );
}
