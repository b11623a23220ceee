import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoryInfo, type MediaSummary } from 'shared-domain';
import { readableUnitLabel } from 'shared-domain/format';
import { formatNumber, formatRate } from '../app/format';
import { Card } from '../ui/primitives';
import { MediaMark } from 'shared-ui/media-mark';
import { color, focusRing } from 'shared-ui';

const Row = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const Unit = styled.span`
  font-weight: 400;
  color: ${color.muted};
`;

const Name = styled.h2`
  font-size: 1.0625rem;
  margin: 0 0 4px;
  a {
    color: ${color.accent};
    text-decoration: none;
    border-radius: 2px;
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: 0.9375rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 12px 0 0;
  font-size: 0.9375rem;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The path of a media profile's page. */
export function mediaPath(media: Pick<MediaSummary, 'category' | 'slug'>): string {
  const base = categoryInfo(media.category)?.path ?? `/${media.category}`;
  return `${base}/${encodeURIComponent(media.slug)}`;
}

const Saving = styled.p`
  display: inline-block;
  margin: 12px 0 0;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${color.success};
  color: ${color.inverseInk};
  font-size: 0.875rem;
  font-weight: 700;
`;

/**
 * One media profile in a list: logo (or its generated mark), name, where, audience, and the
 * starting price with the unit it is charged by (and the saving, for deals). The profile
 * quality score says how complete the seller's profile is, not how good the media is, so a
 * card shows it only where the list is sorted by it.
 */
export function MediaCard({ media, showSaving = false, showScore = false, headingLevel = 2, children }: {
  media: MediaSummary;
  showSaving?: boolean;
  /** The list is sorted by profile quality: show the score it is sorted by. */
  showScore?: boolean;
  /** 3 when the list sits under its own h2. */
  headingLevel?: 2 | 3;
  /** More about the media at the foot of the card (a deal's option and rates). */
  children?: ReactNode;
}) {
  const audienceLabel = categoryInfo(media.category)?.audienceLabel ?? 'Audience';
  const unit = readableUnitLabel(media.minPriceUnit);
  return (
    <Card>
      <Row>
        <MediaMark media={media} size={30} />
        <div>
          <Name as={headingLevel === 3 ? 'h3' : 'h2'}>
            <Link to={mediaPath(media)}>{media.name}</Link>
          </Name>
          <Subtitle>
            {media.city} · {media.language}
          </Subtitle>
        </div>
      </Row>
      <Facts>
        <dt>{audienceLabel}</dt>
        <dd>{formatNumber(media.audience)}</dd>
        {media.optionCount > 0 ? (
          <>
            <dt>Price</dt>
            <dd>
              from {formatRate(media.minPrice)}
              {unit ? <Unit> {unit}</Unit> : null}
            </dd>
          </>
        ) : null}
        {showScore ? (
          <>
            <dt>Profile quality</dt>
            <dd>{formatNumber(media.score)} / 100</dd>
          </>
        ) : null}
      </Facts>
      {showSaving && media.maxSavingPercent > 0 ? <Saving>Save up to {formatNumber(media.maxSavingPercent)}%</Saving> : null}
      {children}
    </Card>
  );
}
