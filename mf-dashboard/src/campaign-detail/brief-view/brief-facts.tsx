import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Brief } from 'shared-domain';
import { color } from 'shared-ui';
import { formatDate, formatRupees } from '../../app/format';
import { categoryLabel } from '../../brief/brief-fields';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${color.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const list = (values: readonly string[] | undefined) => (values && values.length ? values.join(', ') : '—');

/** The campaign's brief as read-only facts, a dash for what an older brief lacks. */
export function BriefFacts({ brief }: { brief: Brief }) {
  const tg = brief.targetGroup;
  const cd = brief.campaignDetails;
  const rows: [string, ReactNode][] = [
    ['Brand', brief.brand?.name || '—'],
    ['Website', brief.brand?.url || '—'],
    ['Category', brief.brand?.category || '—'],
    ['Sales channels', list(brief.brand?.salesChannel)],
    ['Target group', tg?.description || '—'],
    ['Age', tg?.age ? `${tg.age.from} – ${tg.age.to}` : '—'],
    ['Gender', list(tg?.gender)],
    ['Income', tg?.income ? `${formatRupees(tg.income.from)} – ${formatRupees(tg.income.to)}` : '—'],
    ['Locations', list(tg?.geos)],
    ['Objective', cd?.objective || '—'],
    ['Budget', typeof cd?.budget === 'number' ? formatRupees(cd.budget) : '—'],
    ['Dates', cd?.duration ? `${formatDate(cd.duration.startDate)} – ${formatDate(cd.duration.endDate)}` : '—'],
    ['Expected outcomes', list(cd?.expectedOutcome)],
    ['Media preference', list(brief.mediaPreference?.map(categoryLabel))],
  ];
  return (
    <Facts aria-label="Brief details">
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </Facts>
  );
}
