import styled from 'styled-components';
import type { Chart } from 'shared-domain';
import { audienceLabelOf, type SellerProfileDraft } from 'shared-domain/seller';
import { color } from 'shared-ui';
import { formatCount } from 'shared-domain/input';
import { attributeLabel, attributeValue, chartValue, isPercentSplit } from 'shared-domain/format';
import { categoryLabel } from '../shared/seller-format';
import { Panel } from '../shared/seller-ui';
import { Facts, Missing, Part, SimpleTable } from './review-parts';
import { ReviewOption } from './review-option';

const Logo = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 0 4px;
  border: 1px solid ${color.line};
  background: ${color.canvas};
`;

const Charts = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

function ChartTable({ chart }: { chart: Chart }) {
  const percent = isPercentSplit(chart.data);
  return (
    <SimpleTable
      caption={chart.subTitle ? `${chart.title} (${chart.subTitle})` : chart.title || 'Chart'}
      head={['Label', 'Value']}
      rows={chart.data.map((p) => [p.label, chartValue(p.value, percent)])}
    />
  );
}

/** The whole draft, read-only, as staff check it before a decision. */
export function ReviewProfile({ draft }: { draft: SellerProfileDraft }) {
  const attributes = Object.entries(draft.attributes);
  const charts = draft.demographics.filter((c) => c.data.length > 0);
  return (
    <>
      <Panel aria-labelledby="review-basics">
        <h2 id="review-basics">Profile</h2>
        <Part>
          <h3>Basics</h3>
          <Facts>
            <dt>Category</dt>
            <dd>{categoryLabel(draft.category)}</dd>
            <dt>Name</dt>
            <dd>{draft.name || '—'}</dd>
            <dt>City</dt>
            <dd>{draft.city || '—'}</dd>
            <dt>Language</dt>
            <dd>{draft.language || '—'}</dd>
            <dt>Subtitle</dt>
            <dd>{draft.subTitle || '—'}</dd>
            <dt>{audienceLabelOf(draft.category)}</dt>
            <dd>{formatCount(draft.audience)}</dd>
          </Facts>
        </Part>
        <Part>
          <h3>Logo</h3>
          {draft.logo ? (
            <>
              <Logo src={draft.logo.url} alt={`Logo of ${draft.name || 'this media'}`} width={draft.logo.width} height={draft.logo.height} />
              <p>{draft.logo.width} × {draft.logo.height} pixels</p>
            </>
          ) : <Missing>No logo</Missing>}
        </Part>
        <Part>
          <h3>Attributes</h3>
          {attributes.length ? (
            <Facts>
              {attributes.map(([key, a]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{attributeLabel(key)}</dt>
                  <dd>{attributeValue(a.value)}{a.toolTip ? ` (tooltip: ${a.toolTip})` : ''}</dd>
                </div>
              ))}
            </Facts>
          ) : <Missing>No attributes for this category</Missing>}
        </Part>
        {draft.sections.length ? draft.sections.map((s, i) => (
          <Part key={`${s.title}-${i}`}>
            <h3>{s.title || 'Untitled section'}</h3>
            {s.contents.some((c) => c.value.trim()) ? s.contents.map((c, j) => <p key={j}>{c.value}</p>) : <Missing>No text</Missing>}
          </Part>
        )) : <Part><h3>About</h3><Missing>No About section</Missing></Part>}
        <Part>
          <h3>Media kit</h3>
          {draft.mediaKitUrl ? <p><a href={draft.mediaKitUrl} target="_blank" rel="noopener noreferrer">Open the media kit (PDF, opens in a new tab)</a></p> : <Missing>No media kit</Missing>}
        </Part>
        <Part>
          <h3>Audience charts</h3>
          {charts.length ? <Charts>{charts.map((c, i) => <ChartTable key={`${c.title}-${i}`} chart={c} />)}</Charts> : <Missing>No charts</Missing>}
        </Part>
      </Panel>
      <Panel aria-labelledby="review-options">
        <h2 id="review-options">Media options ({draft.mediaOptions.length})</h2>
        {draft.mediaOptions.length ? draft.mediaOptions.map((o, i) => <ReviewOption key={o._id} option={o} n={i + 1} />) : <Missing>No media options</Missing>}
      </Panel>
    </>
  );
}
