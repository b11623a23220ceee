import { useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { siteHref, type CampaignTarget } from 'shared-domain';
import { color, useRuntime, type EmbedContext } from 'shared-ui';
import { SiteLink } from 'shared-ui/runtime';
import type { GoTo } from './state/use-campaign-target';
import { isSelected } from './state/bag-store';
import { useBagView } from './use-bag-view';
import { BagLineCard } from './ui/bag-line-card';
import { BagHeader } from './ui/bag-header';
import { BulkEditDialog, MinBillingDialog } from './ui/bag-dialogs';
import { CampaignNote, GuestLimit } from './ui/bag-notes';
import { BagSummary } from './ui/bag-summary';
import { BagToolbar, UnsavedChanges } from './ui/bag-toolbar';
import { Button } from './ui/controls';
import { DeleteDialog } from './ui/delete-dialog';
import { QuoteDialog } from './ui/quote-dialog';
import { BagHolds } from '../holds/bag-holds';

const Wrap = styled.section<{ $wide: boolean }>`
  display: grid; gap: 16px; align-items: start;
  grid-template-columns: ${(p) => (p.$wide ? 'minmax(0, 1fr) 320px' : '1fr')};
  @media (max-width: 960px) { grid-template-columns: 1fr; }
`;
const List = styled.ul`margin: 0; padding: 0;`;
const Empty = styled.div`padding: 24px 0; text-align: center; color: ${color.muted};`;
const Browse = styled(SiteLink)`color: ${color.primary}; font-weight: 600;`;
const Status = styled.p`color: ${color.muted}; padding: 24px 0; text-align: center;`;

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

const Saved = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 0 0 16px; padding: 12px 16px;
  border: 1px solid ${color.line}; border-radius: 8px; background: ${color.surface}; color: ${color.ink};
`;
const SavedLink = styled.a`color: ${color.primary}; font-weight: 600;`;

/**
 * The bag: priced lines with their editors, selection, bulk actions, totals, saving and
 * downloads. Saving goes on with the router's navigate when there is a router, else with a
 * page load; in an agency embed it stays on the agency's page and says where the campaign is.
 */
export function BagView(props: BagViewProps) {
  const { embed } = useRuntime();
  return embed ? <EmbeddedBagView {...props} embed={embed} /> : <SiteBagView {...props} />;
}

function SiteBagView(props: BagViewProps) {
  return useInRouterContext() ? <RoutedBagView {...props} /> : <BagScreen {...props} navigate={null} />;
}

function RoutedBagView(props: BagViewProps) {
  const navigate = useNavigate();
  return <BagScreen {...props} navigate={(path) => void navigate(path)} />;
}

/**
 * In an agency's page: a saved campaign or quote never moves the page. The dashboard embed, when
 * the page has one, opens it (it follows `campaign/saved`); the bag says so and links to the
 * campaign on the embed's site (the organisation's host, or the site) in a new tab.
 */
function EmbeddedBagView({ embed, ...props }: BagViewProps & { embed: EmbedContext }) {
  const [saved, setSaved] = useState<string | null>(null);
  const dashboardHere = Boolean(embed.page?.mounted.has('mf-dashboard'));
  return (
    <>
      {saved && (
        <Saved role="status">
          <span>Saved.{dashboardHere ? ' It is open in your campaigns on this page.' : ''}</span>
          <SavedLink href={siteHref(embed.siteUrl, saved)} target="_blank" rel="noopener">Open the campaign in a new tab</SavedLink>
        </Saved>
      )}
      <BagScreen {...props} navigate={setSaved} embedded />
    </>
  );
}

function BagScreen({ variant = 'page', navigate, embedded, ...options }: BagViewProps & { navigate: GoTo | null; embedded?: boolean }) {
  const view = useBagView({ ...options, navigate, embedded });
  const { store, snapshot, priced, flags, guest, lines, count, edits, dialogs } = view;
  const wide = variant === 'page';

  const campaignNote = view.campaign && <CampaignNote name={view.campaignName} onLeave={view.leaveCampaign} />;

  if (snapshot.status === 'loading') return <Status role="status">Loading your bag…</Status>;
  if (snapshot.status === 'error') {
    return (
      <Status role="alert">
        Your bag could not be loaded. {snapshot.loadError}{' '}<Button type="button" $variant="secondary" onClick={() => void store.load()}>Retry</Button>
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
        {guest && <GuestLimit onSignIn={edits.requestSignIn} />}
      </section>
    );
  }

  return (
    <>
      {campaignNote}
      {!guest && <BagHeader doc={snapshot.doc} onOp={edits.dispatch} />}
      <Wrap $wide={wide} aria-label="Bag items">
        <div>
          <BagToolbar
            count={count} flags={flags} syncing={snapshot.syncing} guest={guest} canBulkEdit={priced.distinctPricingUnits.length > 0}
            onSelectAll={(on) => store.selectAll(on)} onBulkEdit={() => dialogs.setBulkOpen(true)} onDelete={() => dialogs.setConfirmDelete(true)}
          />
          {snapshot.writeError && <UnsavedChanges snapshot={snapshot} onRetry={() => void store.retry()} onDiscard={() => void store.discard()} />}
          <BagHolds lines={lines} bag={snapshot.doc} guest={guest} onSignIn={edits.requestSignIn}>
            <List>
              {lines.map((line, index) => (
                <BagLineCard
                  key={line._id}
                  line={line}
                  index={index}
                  guest={guest}
                  selected={isSelected(line, snapshot.selection)}
                  onToggle={() => store.toggle(line._id)}
                  onOp={edits.dispatch}
                  onClone={() => edits.clone(line._id)}
                  onDelete={() => edits.remove([line._id])}
                  onShowMinBilling={() => dialogs.setMinBillingFor(line._id)}
                  copies={lines.filter((l) => l._mediaOption === line._mediaOption && l._id !== line._id).map((l) => l._id)}
                />
              ))}
            </List>
          </BagHolds>
        </div>
        <BagSummary
          wide={wide} count={count} selectedCount={flags.selectedCount} lines={lines} selectedLines={view.selectedLines} guest={guest}
          discount={snapshot.doc.discountOnTotal} requestedDiscount={snapshot.doc.requestedDiscountOnTotal} inCampaign={Boolean(view.campaign)} saving={view.saving} downloading={view.downloading}
          on={{
            op: edits.dispatch, save: () => void view.save('campaign'), quote: () => dialogs.setQuoteOpen(true),
            payByCard: view.canPayByCard && !guest ? () => void view.save('pay') : undefined,
            download: (kind) => void view.download(kind), signIn: edits.requestSignIn,
          }}
        />
      </Wrap>

      {dialogs.bulkOpen && (
        <BulkEditDialog
          units={priced.distinctPricingUnits}
          onClose={() => dialogs.setBulkOpen(false)}
          onApply={(values) => edits.dispatch({ kind: 'bulkEdit', ...values })}
        />
      )}
      {dialogs.confirmDelete && (
        <DeleteDialog
          count={flags.selectedCount} all={flags.isDeleteAll}
          onDelete={() => edits.remove(view.selectedIds)} onClose={() => dialogs.setConfirmDelete(false)}
        />
      )}
      {dialogs.minBillingLine && <MinBillingDialog line={dialogs.minBillingLine} onClose={() => dialogs.setMinBillingFor(null)} />}
      {dialogs.quoteOpen && (
        <QuoteDialog
          request={{
            lines: view.selectedLines, total: priced.selectedTotals.totalPrice, startDate: snapshot.doc.startDate, endDate: snapshot.doc.endDate,
            campaign: view.campaign ? { name: view.campaignName } : null,
          }}
          onSend={() => { dialogs.setQuoteOpen(false); void view.save('quote'); }}
          onClose={() => dialogs.setQuoteOpen(false)}
        />
      )}
    </>
  );
}
