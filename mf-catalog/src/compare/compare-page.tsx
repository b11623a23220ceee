import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { categoryInfo } from 'shared-domain';
import { useCatalogServices } from '../app/catalog-services';
import { formatRupees } from '../app/format';
import { pageTitle } from 'shared-domain/format';
import { usePageMeta } from 'shared-ui/runtime';
import { useResource } from '../app/use-resource';
import { AddToBagButton } from '../bag/add-to-bag-button';
import { MediaMark } from 'shared-ui/media-mark';
import { Lead, Page, PageTitle, VisuallyHidden } from '../ui/primitives';
import { EmptyState, ErrorState, LoadingState, SkeletonBlock } from 'shared-ui/states';
import { color, focusRing, mobile } from 'shared-ui';
import { LinkButton } from 'shared-ui/forms';
import { fetchCompared, type ComparedOption } from './compare-api';
import { COMPARE_LIMIT, compareHref, idsFromSearch } from './compare-store';
import { cpmText, optionFigures, reachNote, reachText, type OptionFigures } from './option-figures';
import { useCompare } from './use-compare';
import { Rate } from '../detail/media-option-card';
import { statedMinimumBilling } from 'shared-domain/pricing';

/**
 * Scrolls sideways on a phone. Width 0 + min-width 100% keeps the wide table from widening
 * the page; position: relative keeps the visually hidden labels in it from overflowing it.
 */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  width: 0;
  min-width: 100%;
  border: 1px solid ${color.line};
  border-radius: 8px;
  background: ${color.surface};
  ${focusRing}
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 560px;
  th,
  td {
    padding: 12px;
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  tr:last-child > * {
    border-bottom: 0;
  }
  tbody th,
  thead td {
    position: sticky;
    left: 0;
    background: ${color.canvas};
    color: ${color.muted};
    font-weight: 600;
    width: 150px;
    ${mobile} {
      width: 110px;
    }
  }
  thead th {
    font-size: 1.0625rem;
    min-width: 180px;
  }
  del {
    color: ${color.muted};
    margin-right: 8px;
  }
`;

const MediaCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  img {
    width: 96px;
    height: 40px;
    object-fit: contain;
    border: 1px solid ${color.line};
    border-radius: 4px;
    background: ${color.surface};
  }
  a {
    color: ${color.accent};
    font-weight: 600;
    ${focusRing}
  }
  span {
    color: ${color.muted};
    font-size: 0.875rem;
  }
`;

const Note = styled.span`
  display: block;
  color: ${color.muted};
  font-size: 0.8125rem;
  margin-top: 2px;
`;

const RemoveButton = styled(LinkButton)`
  margin-top: 8px;
  padding: 8px 0;
`;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: 6px;
  background: ${color.warningSurface};
  border: 1px solid ${color.warning};
`;

type Column = ComparedOption & { figures: OptionFigures };

/** "Times of India Delhi" / "Display Ad – Main Edition" pairs, for the title and description. */
function metaFor(columns: readonly Column[]): { title: string; description: string } {
  if (!columns.length) {
    return { title: 'Compare ad options', description: `Compare up to ${COMPARE_LIMIT} ad options side by side: rates, reach, CPM, minimum billing and GST.` };
  }
  const names = columns.map((c) => `${c.option.name} (${c.media.name})`);
  return {
    title: `Compare ${columns.length} ad options: ${[...new Set(columns.map((c) => c.media.name))].join(', ')}`,
    description: `Side-by-side card and offer rates, estimated reach, CPM, minimum billing and GST of ${names.join(', ')}.`,
  };
}

function Rows({ columns, onRemove }: { columns: readonly Column[]; onRemove: (id: string) => void }) {
  const row = (label: string, cell: (c: Column) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {columns.map((c) => (
        <td key={c.option._id}>{cell(c)}</td>
      ))}
    </tr>
  );
  return (
    <Table>
      <caption>
        <VisuallyHidden>Compared ad options, one per column</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <td>Option</td>
          {columns.map((c) => (
            <th key={c.option._id} scope="col" id={`cmp-${c.option._id}`}>
              {c.option.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row('Media', (c) => (
          <MediaCell>
            <MediaMark media={c.media} size={40} />
            <Link to={`/${c.media.category}/${c.media.slug}`}>{c.media.name}</Link>
            <span>{[categoryInfo(c.media.category)?.label, c.media.city].filter(Boolean).join(' · ')}</span>
          </MediaCell>
        ))}
        {row('Rate', (c) => {
          const { cardRate, discountedRate } = c.option.rates.defaultRates;
          return (
            <>
              {cardRate > discountedRate ? <Rate kind="card" rate={cardRate} /> : null}
              <Rate kind="offer" rate={discountedRate} />
            </>
          );
        })}
        {row('Unit', (c) => c.option.unitLabel)}
        {row('Est. reach', (c) => (
          <>
            {reachText(c.figures.reach)}
            <Note>{reachNote(c.figures.reach)}</Note>
          </>
        ))}
        {row('CPM', (c) => (
          <>
            {cpmText(c.figures.cpm)}
            {c.figures.cpm !== null ? <Note>on {formatRupees(c.figures.spend)} before GST</Note> : null}
          </>
        ))}
        {row('Minimum billing', (c) => {
          const min = statedMinimumBilling(c.option);
          return min ? formatRupees(min) : 'None';
        })}
        {row('GST', (c) => `${c.option.serviceTaxPercentage}%`)}
        <tr>
          <td>
            <VisuallyHidden>Actions</VisuallyHidden>
          </td>
          {columns.map((c) => (
            <td key={c.option._id}>
              <AddToBagButton option={c.option} describedBy={`cmp-${c.option._id}`} />
              <RemoveButton type="button" onClick={() => onRemove(c.option._id)} aria-describedby={`cmp-${c.option._id}`}>
                Remove from compare
              </RemoveButton>
            </td>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}

/**
 * `/compare?ids=a,b`: up to four media options side by side. The URL is the comparison (a
 * link reproduces it) and the picks in this browser follow it; without `ids` the page opens
 * the picks kept in the browser.
 */
export default function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { api } = useCatalogServices();
  const { picks, replace, remove } = useCompare();
  const hasIds = params.has('ids');
  const { ids, dropped } = idsFromSearch(params);
  const key = ids.join(',');

  // No ids in the URL: show the picks kept in this browser, under their shareable URL.
  useEffect(() => {
    if (!hasIds && picks.length) navigate(compareHref(picks.map((p) => p._id)), { replace: true });
  }, [hasIds, picks, navigate]);

  const load = useCallback(() => (key ? fetchCompared(api, key.split(',')) : Promise.resolve([])), [api, key]);
  const [result, retry] = useResource(`compare:${key}`, load);

  // After "Remove", the remaining columns stay on screen while the shorter link loads.
  const lastLoaded = useRef<readonly ComparedOption[]>([]);
  if (result.status === 'success') lastLoaded.current = result.data;
  const kept = result.status === 'loading' && ids.length > 0
    ? ids.map((id) => lastLoaded.current.find((c) => c.option._id === id))
    : [];
  const shown: readonly ComparedOption[] | null = result.status === 'success'
    ? result.data
    : kept.length && kept.every(Boolean) ? (kept as ComparedOption[]) : null;

  const columns = useMemo<Column[]>(
    () => (shown ?? []).map((c) => ({ ...c, figures: optionFigures(c.option, c.media, c.attributes ?? undefined) })),
    [shown],
  );

  // The browser's picks follow the comparison shown, so the tray and the toggles agree with it.
  useEffect(() => {
    if (result.status === 'success' && hasIds) {
      replace(result.data.map((c) => ({ _id: c.option._id, name: c.option.name, mediaName: c.media.name })));
    }
  }, [result, hasIds, replace]);

  const meta = metaFor(columns);
  usePageMeta(pageTitle(meta.title), meta.description);

  const onRemove = (id: string) => {
    remove(id);
    navigate(compareHref(ids.filter((x) => x !== id)), { replace: true });
  };

  const missing = result.status === 'success' ? ids.length - result.data.length : 0;

  return (
    <Page>
      <PageTitle>Compare ad options</PageTitle>
      <Lead>Rates, estimated reach and CPM at each option&apos;s starting units, minimum billing and GST, side by side.</Lead>
      {dropped > 0 ? (
        <Notice role="status">
          Only {COMPARE_LIMIT} options can be compared at once; the last {dropped === 1 ? 'one' : dropped} in this link {dropped === 1 ? 'was' : 'were'} left out.
        </Notice>
      ) : null}
      {missing > 0 ? (
        <Notice role="status">
          {missing === 1 ? 'One option in this link is' : `${missing} options in this link are`} no longer listed.
        </Notice>
      ) : null}
      {!key ? (
        <EmptyState action={<Link to="/">Browse media</Link>}>
          Nothing to compare yet. Press &ldquo;Compare&rdquo; on up to {COMPARE_LIMIT} ad options, then open the comparison from the tray.
        </EmptyState>
      ) : result.status === 'loading' && !shown ? (
        <>
          <LoadingState label="Loading the comparison…" />
          <SkeletonBlock $height={320} $gap={0} aria-hidden="true" />
        </>
      ) : result.status === 'error' ? (
        <ErrorState title="Could not load the comparison." message={result.error.message} onRetry={retry} />
      ) : columns.length === 0 ? (
        <EmptyState action={<Link to="/">Browse media</Link>}>None of the options in this link are listed any more.</EmptyState>
      ) : (
        <Scroller role="region" aria-label="Comparison table" tabIndex={0}>
          <Rows columns={columns} onRemove={onRemove} />
        </Scroller>
      )}
    </Page>
  );
}

export { ComparePage };
