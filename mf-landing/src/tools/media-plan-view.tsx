import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type PlanLine } from 'shared-domain';
import { formatPeople, reachFigures, type PlanAlternative, type PlanTotals, type RecommendedLine } from 'shared-domain/planning';
import { color } from 'shared-ui';
import { FieldHint, LinkButton } from 'shared-ui/forms';
import { AddPlanToBagButton } from './add-plan-to-bag';

/** `POST /recommendations`' answer (API.md). */
export type PlanAnswer = { options: RecommendedLine[]; totals: PlanTotals; message?: string };

const count = new Intl.NumberFormat('en-IN');
const unitsText = (line: { units: number; unitName: string }) => (line.unitName ? `${line.units} × ${line.unitName}` : 'As sold');

/** A plan line the buyer may have swapped for one of its alternatives. */
type ShownLine = RecommendedLine & { swappedFrom?: string };

export function PlanView({ answer }: { answer: PlanAnswer }) {
  const [lines, setLines] = useState<ShownLine[]>(answer.options);
  if (answer.options.length === 0) {
    return <Empty><p>{answer.message ?? 'No media in the catalog match these choices.'}</p><p>Try more cities, more media or <Link to="/plan">ask our planners for a plan</Link>.</p></Empty>;
  }
  const cost = lines.reduce((s, l) => s + l.cost, 0);
  const swapped = lines.some((l) => l.swappedFrom);
  // After a swap the plan's people are counted again the server's way, against the same population.
  const { totals } = answer;
  const figures = swapped ? reachFigures(lines, { population: totals.population, place: totals.place, source: totals.populationSource }) : totals;
  const plan: PlanLine[] = lines.map((l) => ({ option: { _id: l.mediaOptionId, _media: l.mediaId, rates: { defaultRates: { cardRate: l.discountedRate, discountedRate: l.discountedRate } } }, pricingUnits: l.pricingUnits }));

  const swap = (index: number, alt: PlanAlternative) => setLines((all) => all.map((l, i) => (i === index ? fromAlternative(l, alt) : l)));

  return (
    <Result>
      <h2>Your plan</h2>
      <Totals aria-label="Plan totals">
        <div><dt>Total, GST included</dt><dd>{formatRupees(cost)}</dd></div>
        <div><dt>Budget left</dt><dd>{formatRupees(Math.max(0, answer.totals.budget - cost))}</dd></div>
        <div><dt>Reach (people)</dt><dd>{formatPeople(figures.reach)}{figures.reachPercent === null ? '' : ` · ${figures.reachPercent}%`}</dd></div>
        <div><dt>Avg frequency</dt><dd>{figures.frequency ?? 'N/A'}</dd></div>
        <div><dt>GRPs</dt><dd>{figures.grps === null ? 'N/A' : count.format(figures.grps)}</dd></div>
        <div><dt>Lines</dt><dd>{lines.length}</dd></div>
      </Totals>
      <Bases aria-label="How reach, frequency and GRPs are counted">
        <div><dt>Reach</dt><dd>{figures.reachBasis}</dd></div>
        <div><dt>Avg frequency</dt><dd>{figures.frequencyBasis}</dd></div>
        <div><dt>GRPs</dt><dd>{figures.grpBasis}</dd></div>
      </Bases>
      <FieldHint>
        Each line is priced as your bag will price it (rates, units, minimum billing and GST). Reach counts people from the figures sellers
        report (circulation, seats, listenership, passengers or impressions): a title’s readers once, however many insertions, which add frequency instead.
        {swapped ? ' After a swap the figures are counted again for the lines shown.' : ''}
      </FieldHint>
      <Lines>
        {lines.map((line, index) => (
          <LineCard key={`${index}-${line.mediaOptionId}`} aria-label={`${line.mediaName}, ${line.optionName}`}>
            <LineHead>
              <div>
                <h3><Link to={`/${line.category}/${line.slug}`}>{line.mediaName}</Link></h3>
                <Muted>{line.optionName} · {line.city}{line.language ? ` · ${line.language}` : ''}</Muted>
              </div>
              <strong>{formatRupees(line.cost)}</strong>
            </LineHead>
            <Facts>
              <div><dt>Units</dt><dd>{unitsText(line)}</dd></div>
              <div><dt>Reach</dt><dd>{line.reach ? `${count.format(line.reach)} people` : 'N/A'}</dd></div>
              <div><dt>Frequency</dt><dd>{line.frequency ?? 'N/A'}</dd></div>
              <div><dt>CPM</dt><dd>{line.cpm === null ? 'N/A' : formatRupees(line.cpm)}</dd></div>
            </Facts>
            <p>{line.objectiveNote}</p>
            <p>{line.why}</p>
            <Muted>{line.reachBasis}</Muted>
            {line.swappedFrom && <Muted>Swapped in for {line.swappedFrom}.</Muted>}
            {line.alternatives.length > 0 && (
              <details>
                <summary>Other options for this line ({line.alternatives.length})</summary>
                <ul>
                  {line.alternatives.map((alt) => (
                    <li key={alt.mediaOptionId}>
                      {alt.mediaName}, {alt.optionName}: {formatRupees(alt.cost)}, reach {alt.reach ? count.format(alt.reach) : 'N/A'}{' '}
                      <LinkButton type="button" onClick={() => swap(index, alt)}>Use this instead</LinkButton>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </LineCard>
        ))}
      </Lines>
      <AddPlanToBagButton plan={plan} />
      <FieldHint>This page’s address holds your choices: copy it to share or reopen the plan.</FieldHint>
    </Result>
  );
}

/** The line with an alternative in its place (the alternative fits the line's cost, so the plan stays within budget). */
function fromAlternative(line: ShownLine, alt: PlanAlternative): ShownLine {
  return {
    ...line,
    mediaOptionId: alt.mediaOptionId,
    mediaId: alt.mediaId,
    mediaName: alt.mediaName,
    optionName: alt.optionName,
    category: alt.category,
    slug: alt.slug,
    city: alt.city,
    language: alt.language,
    title: alt.title,
    unitName: alt.unitName,
    units: alt.units,
    pricingUnits: alt.pricingUnits,
    discountedRate: alt.discountedRate,
    cost: alt.cost,
    reach: alt.reach,
    exposures: alt.exposures,
    frequency: alt.reach > 0 ? Math.round((alt.exposures / alt.reach) * 10) / 10 : null,
    cpm: alt.cpm,
    why: `Your choice instead of ${line.mediaName}, ${line.optionName}.`,
    alternatives: [],
    swappedFrom: line.swappedFrom ?? `${line.mediaName}, ${line.optionName}`,
  };
}

export const Muted = styled.span`
  color: ${color.muted};
  font-size: 0.875rem;
`;

const Empty = styled.div`
  padding: 16px 20px;
  border: 1px solid ${color.line};
  border-radius: 8px;
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 { margin: 0; }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  dt { font-size: 0.875rem; color: ${color.muted}; }
  dd { margin: 2px 0 0; font-size: 1.375rem; font-weight: 600; }
`;

const Bases = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;
  div { display: flex; flex-wrap: wrap; gap: 0 8px; }
  dt { font-weight: 600; }
  dd { margin: 0; color: ${color.muted}; overflow-wrap: anywhere; }
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const LineCard = styled.li`
  padding: 14px 16px;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  p { margin: 8px 0; }
  details ul { margin: 8px 0 0; padding-left: 20px; }
  summary { cursor: pointer; min-height: 32px; }
`;

const LineHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  h3 { margin: 0 0 2px; font-size: 1.0625rem; }
  strong { white-space: nowrap; font-size: 1.125rem; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 8px 0 0;
  dt { font-size: 0.8125rem; color: ${color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

