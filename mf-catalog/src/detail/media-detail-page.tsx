import { useCallback, useId, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SAMPLE_PROFILE_NOTE, categoryInfo, fetchMediaDetail, type Attribute, type CategoryInfo, type MediaDetail } from 'shared-domain';
import { detailDescription, detailTitle, attributeLabel, attributeValue, drawableCharts } from 'shared-domain/format';
import { useCatalogServices } from '../app/catalog-services';
import { useResource } from '../app/use-resource';
import { formatNumber } from '../app/format';
import { usePageMeta } from 'shared-ui/runtime';
import { CompareTray } from '../compare/compare-tray';
import { NotFoundPage } from '../not-found/not-found-page';
import { CardGrid, Page, PageTitle, TextLink, VisuallyHidden } from '../ui/primitives';
import { MediaMark } from 'shared-ui/media-mark';
import { ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, focusRing, mobile } from 'shared-ui';
import { DemographicsView } from './demographics-section';
import { InfoTip } from './info-tip';
import { MediaOptionCard } from './media-option-card';
import { OptionsAvailability } from '../availability/options-availability';
import { OPTIONS_HEADING_ID, OptionRail, PhonePriceBar, RAIL_MIN_PX, optionAnchor } from './option-rail';

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

/** The profile beside the options rail on a wide screen; one column below. */
const Layout = styled.div`
  @media (min-width: ${RAIL_MIN_PX}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 32px;
    align-items: start;
  }
`;

const Quality = styled.p`
  margin: 4px 0 0;
  color: ${color.muted};
  display: flex;
  align-items: center;
  gap: 4px;
`;

const OptionsHeading = styled.h2`
  border-radius: 2px;
  ${focusRing}
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
  }
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

function AttributeItem({ name, attribute }: { name: string; attribute: Attribute }) {
  const tipId = useId();
  const label = attributeLabel(name);
  const tip = attribute.toolTip?.trim();
  return (
    <div>
      <dt>
        {label}
        {tip ? <InfoTip id={tipId} label={label} text={tip} /> : null}
      </dt>
      <dd aria-describedby={tip ? tipId : undefined}>{attributeValue(attribute.value)}</dd>
    </div>
  );
}

/** Issue 36: a generated profile's figures are not the publisher's; its page says so in its header. */
const SampleNote = styled.p`
  margin: 8px 0 0;
  padding: 6px 10px;
  border-left: 3px solid ${color.primary};
  font-size: 0.875rem;
`;

function DetailView({ media, category }: { media: MediaDetail; category: CategoryInfo }) {
  usePageMeta(detailTitle(media, category), detailDescription(media, category));
  const charts = useMemo(() => drawableCharts(media.demographics), [media.demographics]);
  const attributes = Object.entries(media.attributes ?? {}).filter(([, a]) => a && a.value !== undefined);
  const sections = (media.sections ?? []).filter((s) => s.contents?.some((c) => c.value));
  const logoUrl = media.logo?.url ?? media.logoUrl;
  const subtitle = media.subTitle || [media.city, media.language].filter(Boolean).join(' · ');
  const qualityTipId = useId();

  return (
    <Layout>
      <div>
      <Header>
        <MediaMark media={{ _id: media._id, name: media.name, logoUrl }} size={56} alt={`${media.name} logo`} />
        <div>
          <PageTitle>{media.name}</PageTitle>
          <Subtitle>{subtitle}</Subtitle>
          <Subtitle>
            {category.audienceLabel}: {formatNumber(media.audience)}
          </Subtitle>
          <Quality>
            <span>Profile quality score: {formatNumber(media.score)} / 100</span>
            <InfoTip
              id={qualityTipId}
              label="Profile quality score"
              text="How complete the seller's profile is: logo, details, artworks, creative specs and booking terms. It does not rate the media's audience or results."
            />
          </Quality>
          {media.sampleData ? <SampleNote data-sample-rates="">{SAMPLE_PROFILE_NOTE}</SampleNote> : null}
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

      {charts.length > 0 ? (
        <Section aria-labelledby="mm-audience">
          <h2 id="mm-audience">Audience</h2>
          <DemographicsView charts={charts} />
        </Section>
      ) : null}

      {media.mediaKitUrl ? (
        <Section aria-label="Media kit">
          <TextLink href={media.mediaKitUrl} target="_blank" rel="noopener noreferrer">
            Download the media kit<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </TextLink>
        </Section>
      ) : null}

      <Section aria-labelledby={OPTIONS_HEADING_ID}>
        <OptionsHeading id={OPTIONS_HEADING_ID} tabIndex={-1}>Ad options ({formatNumber(media.mediaOptions.length)})</OptionsHeading>
        {media.mediaOptions.length === 0 ? (
          <p>No ad options are listed for this media yet.</p>
        ) : (
          <OptionsAvailability optionIds={media.mediaOptions.map((o) => o._id)}>
            <CardGrid $min={300}>
              {media.mediaOptions.map((o) => (
                <li key={o._id} id={optionAnchor(o)}>
                  <MediaOptionCard option={o} media={media} />
                </li>
              ))}
            </CardGrid>
          </OptionsAvailability>
        )}
      </Section>
      </div>
      <OptionRail options={media.mediaOptions} />
      <PhonePriceBar options={media.mediaOptions} />
      <CompareTray />
    </Layout>
  );
}

/** `/{category}/:slug` (the route table's media routes): one media profile and every option it sells. */
export function MediaDetailPage() {
  const category = useLocation().pathname.split('/')[1] ?? '';
  const { slug = '' } = useParams();
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
      <NotFoundPage message={`We could not find this ${category.label.toLowerCase()} media; it may have been removed.`} />
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
          <LoadingState label="Loading media…" />
          <div aria-hidden="true">
            <SkeletonBlock $height={80} $gap={0} />
            <br />
            <SkeletonBlock $height={220} $gap={0} />
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
