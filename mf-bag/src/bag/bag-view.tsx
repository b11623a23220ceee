import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LOCAL_BAG_LIMIT, campaignTargetFrom, type CampaignTarget } from 'shared-domain';
import { AppLink } from '../config/browse-link';
import { bagClients, useBagConfig } from '../config/bag-config';
import { color } from 'shared-ui';
import { randomObjectId } from 'shared-domain/pricing';
import type { BagOp } from './state/bag-doc';
import { isSelected } from './state/bag-store';
import { useBag } from './state/use-bag';
import { useCampaignName } from './state/use-campaign-name';
import { useSaveCampaign, type SaveTarget } from './state/use-save-campaign';
import { BagHeader } from './ui/bag-header';
import { BagLineCard, type PricedLine } from './ui/bag-line-card';
import { BulkEditDialog, MinBillingDialog } from './ui/bag-dialogs';
import { QuoteDialog } from './ui/quote-dialog';
import { BagTotals } from './ui/bag-totals';
import { Dialog } from 'shared-ui/dialog';
import { Button, DialogActions, ErrorText, NumberField, Select, Label, TriStateCheckbox } from './ui/controls';

const Wrap = styled.section<{ $wide: boolean }>`
  display: grid; gap: 16px; align-items: start;
  grid-template-columns: ${(p) => (p.$wide ? 'minmax(0, 1fr) 320px' : '1fr')};
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;
const List = styled.ul`margin: 0; padding: 0;`;
const Empty = styled.div`padding: 24px 0; text-align: center; color: #4a5468;`;
const Browse = styled(AppLink)`color: ${color.primary}; font-weight: 600;`;
const Toolbar = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 8px 0; margin-bottom: 8px;
  border-bottom: 1px solid #e6e8ee;
`;
const Spacer = styled.span`flex: 1;`;
const Summary = styled.aside<{ $wide: boolean }>`
  border: 1px solid #e1e4ec; border-radius: 10px; padding: 14px; background: #fafbfc;
  ${(p) => (p.$wide ? 'position: sticky; top: 84px;' : '')}
`;
const SummaryTitle = styled.h2`margin: 0 0 8px; font-size: 17px; color: ${color.secondary};`;
const Stack = styled.div`display: grid; gap: 8px; margin-top: 12px;`;
const Row = styled.div`display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-end;`;
const GuestNote = styled.div`
  margin-top: 16px; padding: 12px; border-radius: 8px; background: #f4f5f8; color: #2b3445;
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px; justify-content: space-between;
`;
const Status = styled.p`color: #4a5468; padding: 24px 0; text-align: center;`;
const CampaignNote = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 12px 0; padding: 10px 12px;
  border-radius: 8px; background: #eef4fb; color: #1f2a44;
  p { margin: 0; flex: 1 1 220px; }
`;
const Syncing = styled.span`font-size: 13px; color: #5b6579;`;
const Unsaved = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 8px; padding: 10px 12px;
  border: 1px solid #e2b4b4; border-left: 4px solid #b3261e; border-radius: 6px; background: #fdf3f2; color: #2b3445;
  p { margin: 0; flex: 1 1 220px; }
`;

export type BagViewProps = {
  /** `page`: lines beside a sticky summary on wide screens; `drawer`: one column. */
  variant?: 'page' | 'drawer';
  /** Called when a save leaves for the campaign (the drawer closes). */
  onNavigate?(): void;
  /** Called when the last line is removed (the drawer closes, SPEC.md section 4). */
  onEmptied?(): void;
  /**
   * The campaign saving goes into (the drawer opened from a campaign's "Add media"); null:
   * none; undefined: the page's own `/bag?campaignId=…&stay=true`.
   */
  campaign?: CampaignTarget | null;
  /** The user chose to save a new campaign instead of adding to `campaign`. */
  onLeaveCampaign?(): void;
};

/** Where to go after saving: the router when there is one, else a page load (embedded on an agency page). */
function useSaveTarget(campaign: CampaignTarget | null, onNavigate?: () => void): SaveTarget {
  const inRouter = useInRouterContext();
  // `inRouter` never changes for a mounted tree, so the hook order is stable.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const navigate = inRouter ? useNavigate() : null;
  return useMemo(() => ({
    campaignId: campaign?.campaignId ?? null,
    stay: campaign?.stay ?? false,
    navigate: (path: string) => { onNavigate?.(); if (navigate) navigate(path); else window.location.assign(path); },
    leave: (url: string) => { onNavigate?.(); window.location.assign(url); },
  }), [campaign, navigate, onNavigate]);
}

/** The campaign the bag saves into: the one given, else the page's query; until the user leaves it. */
function useCampaignTarget(given: CampaignTarget | null | undefined, onLeave?: () => void) {
  const fromPage = useMemo(() => (given === undefined ? campaignTargetFrom(window.location.search) : null), [given]);
  const wanted = given === undefined ? fromPage : given;
  const [leftId, setLeftId] = useState<string | null>(null);
  const campaign = wanted && wanted.campaignId !== leftId ? wanted : null;
  const leave = useCallback(() => {
    if (campaign) setLeftId(campaign.campaignId);
    onLeave?.();
  }, [campaign, onLeave]);
  return { campaign, leave };
}

/** The bag: priced lines with their editors, selection, bulk actions, totals, saving and downloads. */
export function BagView({ variant = 'page', onNavigate, onEmptied, campaign: givenCampaign, onLeaveCampaign }: BagViewProps) {
  const model = useBag();
  const { store, snapshot, priced, flags, guest } = model;
  const config = useBagConfig();
  const { bus } = config;
  const { campaign, leave: leaveCampaign } = useCampaignTarget(givenCampaign, onLeaveCampaign);
  const campaignName = useCampaignName(campaign?.campaignId ?? null, !guest);
  const target = useSaveTarget(campaign, onNavigate);
  const { saving, save } = useSaveCampaign(model, target);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [minBillingFor, setMinBillingFor] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'xlsx' | 'pdf' | null>(null);
  const wide = variant === 'page';

  const lines = priced.options as PricedLine[];
  const count = snapshot.doc.lines.length;

  // The panel closes when the bag empties (not when it was empty to begin with).
  const previousCount = useRef<number | null>(null);
  useEffect(() => {
    if (snapshot.status !== 'ready') return;
    if (previousCount.current !== null && previousCount.current > 0 && count === 0) onEmptied?.();
    previousCount.current = count;
  }, [count, snapshot.status, onEmptied]);

  const dispatch = useCallback((op: BagOp): string | null => {
    const result = store.dispatch(op);
    return result.ok ? null : result.message;
  }, [store]);

  const selectedIds = snapshot.doc.lines.filter((l) => isSelected(l, snapshot.selection)).map((l) => l._id);

  const download = async (kind: 'xlsx' | 'pdf') => {
    setDownloading(kind);
    try {
      const exporter = await import(/* webpackChunkName: "media-plan" */ '../export');
      // A signed-in user's plan is billed to their agency details (the account page).
      const billTo = guest ? null : await exporter.fetchBillTo(bagClients(config).serviceA);
      const input = { name: snapshot.doc.name, startDate: snapshot.doc.startDate, endDate: snapshot.doc.endDate, priced, billTo };
      const blob = kind === 'xlsx' ? await exporter.mediaPlanXlsx(input) : await exporter.mediaPlanPdf(input);
      exporter.downloadBlob(blob, exporter.mediaPlanFileName(snapshot.doc.name, kind));
    } catch {
      bus.publish({ type: 'snackbar/shown', message: 'Could not create the media plan. Please try again.', tone: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  const campaignNote = campaign && (
    <CampaignNote role="note" aria-label="Adding to a campaign">
      <p>
        {campaignName ? <>Adding to your campaign <strong>{campaignName}</strong>.</> : 'Adding to the campaign you came from.'} Saving adds
        the selected items to it.
      </p>
      <Button type="button" $variant="ghost" onClick={leaveCampaign}>Save as a new campaign instead</Button>
    </CampaignNote>
  );

  if (snapshot.status === 'loading') return <Status role="status">Loading your bag…</Status>;
  if (snapshot.status === 'error') {
    return (
      <Status role="alert">
        Could not load your bag. <Button type="button" onClick={() => void store.load()}>Retry</Button>
      </Status>
    );
  }
  if (count === 0) {
    return (
      <section aria-label="Bag items">
        {campaignNote}
        <Empty>
          <p>Your bag is empty</p>
          <Browse to="/">Browse media</Browse>
        </Empty>
        {guest && <GuestLimit onSignIn={() => bus.publish({ type: 'auth/login-requested', reason: 'bag' })} />}
      </section>
    );
  }

  const minBillingLine = lines.find((l) => l._id === minBillingFor);

  const selectedLines = lines.filter((l) => isSelected(l, snapshot.selection));

  return (
    <>
      {campaignNote}
      {!guest && <BagHeader doc={snapshot.doc} onOp={dispatch} />}
      <Wrap $wide={wide} aria-label="Bag items">
        <div>
          <Toolbar>
            <TriStateCheckbox
              label={`Select all (${count})`}
              checked={flags.isSelectAll}
              indeterminate={flags.isIndeterminate}
              onChange={(on) => store.selectAll(on)}
            />
            <Spacer />
            {snapshot.syncing && <Syncing role="status">Saving changes…</Syncing>}
            {!guest && (
              <Button type="button" onClick={() => setBulkOpen(true)} disabled={priced.distinctPricingUnits.length === 0}>Bulk edit</Button>
            )}
            <Button type="button" $variant="danger" disabled={flags.selectedCount === 0} onClick={() => setConfirmDelete(true)}>
              Delete selected ({flags.selectedCount})
            </Button>
          </Toolbar>
          {snapshot.writeError && (
            <Unsaved role="alert">
              <p>
                {snapshot.unsaved === 1 ? 'Your last change is' : `Your last ${snapshot.unsaved} changes are`} not saved yet: {snapshot.writeError}{' '}
                {snapshot.unsaved === 1 ? 'It stays here until it is saved.' : 'They stay here until they are saved.'}
              </p>
              <Button type="button" $variant="primary" onClick={() => void store.retry()}>Retry</Button>
              <Button type="button" onClick={() => void store.discard()}>Discard changes</Button>
            </Unsaved>
          )}
          <List>
            {lines.map((line, index) => (
              <BagLineCard
                key={line._id}
                line={line}
                index={index}
                guest={guest}
                selected={isSelected(line, snapshot.selection)}
                onToggle={() => store.toggle(line._id)}
                onOp={dispatch}
                onClone={() => dispatch({ kind: 'clone', lineId: line._id, cloneId: `tmp-${randomObjectId()}` })}
                onDelete={() => dispatch({ kind: 'remove', ids: [line._id] })}
                onShowMinBilling={() => setMinBillingFor(line._id)}
              />
            ))}
          </List>
        </div>

        <Summary $wide={wide} aria-label="Bag summary">
          <SummaryTitle>
            {flags.selectedCount > 0 ? `Total for ${flags.selectedCount} of ${count} selected` : `Total for all ${count}`}
          </SummaryTitle>
          {!guest && <BulkDiscount value={snapshot.doc.discountOnTotal} onOp={dispatch} />}
          <BagTotals lines={flags.selectedCount > 0 ? lines.filter((l) => isSelected(l, snapshot.selection)) : lines} />
          <Stack>
            <Button type="button" $variant="primary" disabled={saving !== null} aria-busy={saving === 'campaign'} onClick={() => void save('campaign')}>
              {saving === 'campaign' ? 'Saving…' : campaign ? 'Add to campaign' : 'Save as campaign'}
            </Button>
            <Button type="button" disabled={saving !== null} aria-busy={saving === 'quote'} aria-haspopup="dialog" onClick={() => setQuoteOpen(true)}>
              {saving === 'quote' ? 'Sending…' : 'Request a quote'}
            </Button>
            <Row>
              <Button type="button" $variant="ghost" disabled={downloading !== null} onClick={() => void download('xlsx')}>
                {downloading === 'xlsx' ? 'Preparing…' : 'Download XLSX'}
              </Button>
              <Button type="button" $variant="ghost" disabled={downloading !== null} onClick={() => void download('pdf')}>
                {downloading === 'pdf' ? 'Preparing…' : 'Download PDF'}
              </Button>
            </Row>
          </Stack>
          {guest && <GuestLimit onSignIn={() => bus.publish({ type: 'auth/login-requested', reason: 'bag' })} />}
        </Summary>
      </Wrap>

      {bulkOpen && (
        <BulkEditDialog
          units={priced.distinctPricingUnits}
          onClose={() => setBulkOpen(false)}
          onApply={(values) => dispatch({ kind: 'bulkEdit', ...values })}
        />
      )}
      {confirmDelete && (
        <Dialog title={flags.isDeleteAll ? 'Empty the bag?' : `Delete ${flags.selectedCount} item${flags.selectedCount === 1 ? '' : 's'}?`} onClose={() => setConfirmDelete(false)}>
          <p>{flags.isDeleteAll ? 'Every item will be removed from your bag.' : 'The selected items will be removed from your bag.'}</p>
          <DialogActions>
            <Button type="button" onClick={() => setConfirmDelete(false)}>Cancel</Button>
            <Button type="button" $variant="primary" onClick={() => { dispatch({ kind: 'remove', ids: selectedIds }); setConfirmDelete(false); }}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {minBillingLine && <MinBillingDialog line={minBillingLine} onClose={() => setMinBillingFor(null)} />}
      {quoteOpen && (
        <QuoteDialog
          request={{
            lines: selectedLines, total: priced.selectedTotals.totalPrice, startDate: snapshot.doc.startDate, endDate: snapshot.doc.endDate,
            campaign: campaign ? { name: campaignName } : null,
          }}
          onSend={() => { setQuoteOpen(false); void save('quote'); }}
          onClose={() => setQuoteOpen(false)}
        />
      )}
    </>
  );
}

function GuestLimit({ onSignIn }: { onSignIn(): void }) {
  return (
    <GuestNote>
      <span>As a guest you can hold up to {LOCAL_BAG_LIMIT} items. Sign in to add more, change units and save a campaign.</span>
      <Button type="button" $variant="primary" onClick={onSignIn}>SIGN IN</Button>
    </GuestNote>
  );
}

/** The bulk discount on the bag's total: flat rupees or a percentage (PRICING.md `discountOnTotal`). */
function BulkDiscount({ value, onOp }: { value: number | string | null; onOp(op: BagOp): string | null }) {
  const isPercent = typeof value === 'string' && value.trim().endsWith('%');
  const [mode, setMode] = useState<'percent' | 'amount'>(isPercent || value === null ? 'percent' : 'amount');
  const [error, setError] = useState<string | null>(null);
  const current = value === null ? null : isPercent ? Number(String(value).trim().slice(0, -1)) : Number(value);
  const shown = value === null || (mode === 'percent') !== isPercent ? null : current;
  const commit = (v: number | null) => setError(onOp({ kind: 'bagInfo', discountOnTotal: v === null ? null : mode === 'percent' ? `${v}%` : v }));
  return (
    <>
      <Row>
        <NumberField
          label={mode === 'percent' ? 'Bulk discount %' : 'Bulk discount ₹'}
          value={shown}
          min={0}
          allowEmpty
          validate={(v) => (mode === 'percent' && v > 100 ? 'At most 100%' : null)}
          onCommit={commit}
        />
        <Label>
          Type
          <Select value={mode} onChange={(e) => setMode(e.target.value === 'amount' ? 'amount' : 'percent')}>
            <option value="percent">%</option>
            <option value="amount">₹</option>
          </Select>
        </Label>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
