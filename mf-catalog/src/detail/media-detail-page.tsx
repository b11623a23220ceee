import { useCallback, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { categoryInfo, fetchMediaDetail, type Attribute, type CategoryInfo, type MediaDetail } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { useDocumentTitle } from '../app/use-document-title';
import { formatNumber } from '../app/format';
import { NotFoundPage } from '../not-found/not-found-page';
import { CardGrid, Page, PageTitle, TextLink, VisuallyHidden } from '../ui/primitives';
import { MediaLogo } from '../ui/media-logo';
import { ErrorState, LoadingStatus, SkeletonBlock } from '../ui/states';
import { color, focusRing, mobile } from '../ui/tokens';
import { attributeLabel, attributeValue } from './attribute-format';
import { MediaOptionCard } from './media-option-card';

const Breadcrumb = styled.nav`
  margin-bottom: 16px;
  font-size: 0.9375rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 4px;
    color: ${color.muted};
  }
  a {
    color: ${color.accent};
    ${focusRing}
  }
`;

const Header = styled.header`
  display: flex;
  gap: 20px;
  align-items: center;
  margin-bottom: 24px;
  ${mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const Logo = styled(MediaLogo)`
  width: 150px;
  height: auto;
  max-height: 63px;
  object-fit: contain;
  background: #fff;
  border: 1px solid ${color.line};
  border-radius: 6px;
  padding: 4px;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${color.muted};
`;

const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.5;
    max-width: 72ch;
  }
`;

const Attributes = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  margin: 0;
  ${mobile} {
    grid-template-columns: 1fr;
  }
  div {
    border: 1px solid ${color.line};
    border-radius: 8px;
    padding: 12px;
    background: ${color.surface};
  }
  dt {
    color: ${color.muted};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-weight: 600;
    font-size: 1.0625rem;
  }
`;

/** A small "i" badge; the text itself reaches assistive technology through aria-describedby. */
const Tip = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  margin-left: 6px;
  border: 1px solid ${color.muted};
  border-radius: 50%;
  font-size: 0.6875rem;
  font-weight: 700;
  font-style: italic;
  color: ${color.muted};
  cursor: help;
  vertical-align: text-bottom;
`;

/** "Times of India – Delhi | Newspaper advertising". */
export function detailTitle(media: Pick<MediaDetail, 'name' | 'city'>, category: CategoryInfo): string {
  return `${media.name}${media.city ? ` – ${media.city}` : ''} | ${category.label} advertising`;
}

function AttributeItem({ name, attribute }: { name: string; attribute: Attribute }) {
  const tipId = useId();
  const label = attributeLabel(name);
  return (
    <div>
      <dt>
        {label}
        {attribute.toolTip ? <Tip title={attribute.toolTip} aria-hidden="true">i</Tip> : null}
      </dt>
      <dd title={attribute.toolTip} aria-describedby={attribute.toolTip ? tipId : undefined}>
        {attributeValue(attribute.value)}
      </dd>
      {attribute.toolTip ? <VisuallyHidden id={tipId}>{attribute.toolTip}</VisuallyHidden> : null}
    </div>
  );
}

function DetailView({ media, category }: { media: MediaDetail; category: CategoryInfo }) {
  useDocumentTitle(detailTitle(media, category));
  const attributes = Object.entries(media.attributes ?? {}).filter(([, a]) => a && a.value !== undefined);
  const sections = (media.sections ?? []).filter((s) => s.contents?.some((c) => c.value));
  const logoUrl = media.logo?.url ?? media.logoUrl;
  const subtitle = media.subTitle || [media.city, media.language].filter(Boolean).join(' · ');

  return (
    <>
      <Header>
        <Logo src={logoUrl} alt={`${media.name} logo`} width={media.logo?.width ?? 300} height={media.logo?.height ?? 125} />
        <div>
          <PageTitle>{media.name}</PageTitle>
          <Subtitle>{subtitle}</Subtitle>
          <Subtitle>
            {category.audienceLabel}: {formatNumber(media.audience)}
          </Subtitle>
        </div>
      </Header>

      {attributes.length > 0 ? (
        <Section aria-labelledby="mm-attributes">
          <h2 id="mm-attributes">Key facts</h2>
          <Attributes>
            {attributes.map(([name, a]) => (
              <AttributeItem key={name} name={name} attribute={a} />
            ))}
          </Attributes>
        </Section>
      ) : null}

      {sections.map((s, i) => (
        <Section key={`${s.title}-${i}`} aria-label={s.title || 'About'}>
          <h2>{s.title || 'About'}</h2>
          {s.contents
            .filter((c) => c.value)
            .map((c, j) => (
              <p key={j}>{c.value}</p>
            ))}
        </Section>
      ))}

      {media.mediaKitUrl ? (
        <Section aria-label="Media kit">
          <TextLink href={media.mediaKitUrl} target="_blank" rel="noopener noreferrer">
            Download the media kit<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </TextLink>
        </Section>
      ) : null}

      <Section aria-labelledby="mm-options">
        <h2 id="mm-options">Ad options ({formatNumber(media.mediaOptions.length)})</h2>
        {media.mediaOptions.length === 0 ? (
          <p>No ad options are listed for this media yet.</p>
        ) : (
          <CardGrid $min={280}>
            {media.mediaOptions.map((o) => (
              <li key={o._id}>
                <MediaOptionCard option={o} />
              </li>
            ))}
          </CardGrid>
        )}
      </Section>
    </>
  );
}

/** `/:category/:slug`: one media profile and every option it sells. */
export function MediaDetailPage() {
  const { category = '', slug = '' } = useParams();
  const info = categoryInfo(category);
  if (!info) return <NotFoundPage />;
  return <DetailLoader key={`${category}/${slug}`} category={info} slug={slug} />;
}

function DetailLoader({ category, slug }: { category: CategoryInfo; slug: string }) {
  const { api } = useCatalogServices();
  const load = useCallback(() => fetchMediaDetail(api, category.key, slug), [api, category.key, slug]);
  const [result, retry] = useResource(`${category.key}/${slug}`, load);

  if (result.status === 'error' && result.error.status === 404) {
    return (
      <NotFoundPage
        title="Media not found"
        message={`We could not find this ${category.label.toLowerCase()} media. It may have been removed.`}
      />
    );
  }

  return (
    <Page>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={category.path}>{category.label}</Link>
          </li>
          {result.status === 'success' ? <li aria-current="page">{result.data.name}</li> : null}
        </ol>
      </Breadcrumb>
      {result.status === 'loading' && (
        <>
          <LoadingStatus label="Loading media…" />
          <div aria-hidden="true">
            <SkeletonBlock $height={80} />
            <br />
            <SkeletonBlock $height={220} />
          </div>
        </>
      )}
      {result.status === 'error' && (
        <ErrorState title="Could not load this media." message={result.error.message} onRetry={retry} />
      )}
      {result.status === 'success' && <DetailView media={result.data} category={category} />}
    </Page>
  );
}
