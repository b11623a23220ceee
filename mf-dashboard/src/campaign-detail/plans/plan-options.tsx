import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import type { PlanView } from '../../api/campaigns.api';
import { formatRupees } from '../../app/format';
import { Button, Muted, TotalsList } from '../../ui/primitives';
import { color } from 'shared-ui';
import { num, optionTitle, unitSummary } from '../media-options/media-option-figures';
import { planOptions, planTotals } from './plan-figures';

const Lines = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  min-width: 0;
`;

const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 16px;
  padding: 8px 0;
  border-bottom: 1px solid ${color.line};
  min-width: 0;
`;

const LineText = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${color.muted};
    font-size: 0.875rem;
  }
`;

const LineTotal = styled.strong`
  white-space: nowrap;
`;


/** The plan's subtotal, GST and total, each when the plan has it. */
function PlanTotalsList({ totals, version }: { totals: ReturnType<typeof planTotals>; version: number }) {
  const all: [string, number | undefined][] = [
    ['Subtotal', totals.subTotal],
    ['GST', totals.serviceTax],
    ['Total', totals.totalPrice],
  ];
  const rows = all.filter((row): row is [string, number] => row[1] !== undefined);
  if (!rows.length) return null;
  return (
    <TotalsList style={{ marginTop: 8 }} aria-label={`Totals of version ${version}`}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{formatRupees(value)}</dd>
        </Fragment>
      ))}
    </TotalsList>
  );
}

const dates = (n: number) => (n === 0 ? 'No dates yet' : n === 1 ? '1 date' : `${n} dates`);
const count = (n: number) => (n === 1 ? 'the media option' : `the ${n} media options`);

/**
 * The media options a plan version holds, with its subtotal, GST and total, so what is
 * approved can be read first. Everything shown comes from the plan itself. Collapsed
 * unless `open` (the latest version awaiting review).
 */
export function PlanOptions({ plan, version, open: openAtFirst }: { plan: PlanView; version: number; open: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  const id = useId();
  const options = planOptions(plan);
  if (!options) return null;
  if (!options.length) return <Muted style={{ margin: '8px 0 0' }}>This version has no media options left.</Muted>;
  const totals = planTotals(plan);

  return (
    <div>
      <Button type="button" $variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} style={{ paddingLeft: 0 }}>
        {open ? 'Hide' : 'Show'} {count(options.length)}
      </Button>
      <div id={id} hidden={!open}>
        {open ? (
          <>
            <Lines aria-label={`Media options in version ${version}`}>
              {options.map((option) => {
                const title = optionTitle(option);
                const where = [option.display?.category, option.display?.city].filter((s): s is string => Boolean(s && s.trim()));
                const units = unitSummary(option);
                const total = num(option.totalPrice);
                return (
                  <Line key={option._id}>
                    <LineText>
                      <strong>{title.media}</strong>
                      {title.option ? <span>, {title.option}</span> : null}
                      {where.length ? <small style={{ textTransform: 'capitalize' }}>{where.join(' · ')}</small> : null}
                      {units ? <small>{units}</small> : null}
                      <small>{dates(option.schedule?.length ?? 0)}</small>
                    </LineText>
                    {total !== undefined ? <LineTotal>{formatRupees(total)}</LineTotal> : null}
                  </Line>
                );
              })}
            </Lines>
            <PlanTotalsList totals={totals} version={version} />
          </>
        ) : null}
      </div>
    </div>
  );
}
