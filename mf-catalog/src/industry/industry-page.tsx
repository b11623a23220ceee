import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fetchIndustry, industryInfo, writeBrowseState, DEFAULT_BROWSE_STATE, type IndustryInfo } from 'shared-domain/browse';
import { industryCopy } from 'shared-domain/format';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { usePageMeta } from 'shared-ui/runtime';
import { formatCount, formatNumber } from '../app/format';
import { MediaCard } from '../media-list/media-card';
import { NotFoundPage } from '../not-found/not-found-page';
import { CardGrid, Lead, Page, PageTitle } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui/states';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { PillLink, PillList } from '../ui/pill-links';

const SectionTitle = styled.h2`
  font-size: 1.25rem;
  margin: 32px 0 12px;
`;

/** `/industry/{name}`: media popular with one industry's advertisers, and where to see more. */
export function IndustryPage() {
  const { name = '' } = useParams();
  const info = industryInfo(name);
  if (!info) {
    return <NotFoundPage message={`We do not list media for an industry called "${name}".`} />;
  }
  return <IndustryView key={info.key} info={info} />;
}

function IndustryView({ info }: { info: IndustryInfo }) {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchIndustry(api, info.key), [api, info.key]);
  const [result, retry] = useResource(info.key, load);
  const copy = industryCopy(info);
  usePageMeta(copy.title, copy.description);
  // Each category link opens that category page filtered to this industry.
  const categoryHref = (path: string) => {
    const query = writeBrowseState({ ...DEFAULT_BROWSE_STATE, filters: { facets: { industry: [info.key] }, price: {}, audience: {} } });
    return `${path}?${query.toString()}`;
  };

  return (
    <Page>
      <PageTitle>{copy.heading}</PageTitle>
      <Lead>{info.description}</Lead>
      {result.status === 'loading' ? (
        <>
          <LoadingState label={`Loading media for ${info.label}…`} />
          <CardsSkeleton count={6} height={150} min={280} />
        </>
      ) : null}
      {result.status === 'error' ? (
        <ErrorState title={`Could not load media for ${info.label}.`} message={result.error.message} onRetry={retry} />
      ) : null}
      {result.status === 'success' && result.data.items.length === 0 ? (
        <EmptyState action={<Link to="/">Browse all categories</Link>}>No media are listed for {info.label} yet.</EmptyState>
      ) : null}
      {result.status === 'success' && result.data.items.length > 0 ? (
        <>
          <p>{formatCount(result.data.industry.mediaCount, 'media profile')} popular with {info.label} brands.</p>
          <section aria-labelledby="mm-industry-categories">
            <SectionTitle id="mm-industry-categories">By category</SectionTitle>
            <PillList>
              {result.data.categories.map((c) => (
                <li key={c.key}>
                  <PillLink to={categoryHref(c.path)}>
                    {c.label} <span>{formatNumber(c.mediaCount)}</span>
                  </PillLink>
                </li>
              ))}
            </PillList>
          </section>
          <section aria-labelledby="mm-industry-popular">
            <SectionTitle id="mm-industry-popular">Most popular with {info.label} brands</SectionTitle>
            <CardGrid $min={280}>
              {result.data.items.map((m) => (
                <li key={m._id}>
                  <MediaCard media={m} headingLevel={3} />
                </li>
              ))}
            </CardGrid>
          </section>
        </>
      ) : null}
    </Page>
  );
}
