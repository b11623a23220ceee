import { useCallback } from 'react';
import type { MediaSummary } from 'shared-domain';
import { fetchHighlights } from 'shared-domain/browse';
import { useCatalogServices } from '../app/catalog-services';
import { useResource, type Resource } from '../app/use-resource';
import { formatCount } from '../app/format';
import { MediaCard } from '../media-list/media-card';
import { CardGrid } from '../ui/primitives';
import { EmptyState, ErrorState } from 'shared-ui/states';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { PillLink, PillList } from '../ui/pill-links';
import { Section, SectionTitle } from './home-styles';



/** A row of media cards from the highlights, with its own loading and error states. */
function MediaRow({ id, title, result, pick, onRetry }: {
  id: string;
  title: string;
  result: Resource<{ popular: MediaSummary[] }>;
  pick: 'popular';
  onRetry: () => void;
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {result.status === 'loading' ? (
        <CardsSkeleton count={4} height={150} min={280} />
      ) : null}
      {result.status === 'error' ? (
        <ErrorState title={`Could not load ${title.toLowerCase()}.`} message={result.error.message} onRetry={onRetry} />
      ) : null}
      {result.status === 'success' && result.data[pick].length === 0 ? <EmptyState>Nothing to show here yet.</EmptyState> : null}
      {result.status === 'success' && result.data[pick].length > 0 ? (
        <CardGrid $min={280}>
          {result.data[pick].map((m) => (
            <li key={m._id}>
              <MediaCard media={m} headingLevel={3} />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </Section>
  );
}

/** The home page below the categories: popular media and industries (one request). */
export default function HomeHighlights() {
  const { api } = useCatalogServices();
  const loadHighlights = useCallback(() => fetchHighlights(api), [api]);
  const [highlights, retryHighlights] = useResource('highlights', loadHighlights);
  return (
    <>
      <MediaRow id="mm-popular-heading" title="Popular media" result={highlights} pick="popular" onRetry={retryHighlights} />
      {highlights.status === 'success' && highlights.data.industries.length > 0 ? (
        <Section aria-labelledby="mm-industries-heading">
          <SectionTitle id="mm-industries-heading">Popular industries</SectionTitle>
          <PillList>
            {highlights.data.industries.map((i) => (
              <li key={i.key}>
                <PillLink to={`/industry/${i.key}`}>
                  {i.label} <span>{formatCount(i.mediaCount, 'media', 'media')}</span>
                </PillLink>
              </li>
            ))}
          </PillList>
        </Section>
      ) : null}
    </>
  );
}
