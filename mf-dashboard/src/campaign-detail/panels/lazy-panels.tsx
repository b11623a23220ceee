import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryingComponent } from 'shared-ui';
import type { CampaignDetail } from '../../api/campaigns.api';
import { Button } from '../../ui/primitives';
import { StateBox, LoadingState, SkeletonBlock } from 'shared-ui/states';

type BoundaryProps = { what: string; children: ReactNode };

/** A chunk that fails to load (offline, a redeploy) shows a Retry instead of blanking the page. */
class PanelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.what} could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StateBox role="alert">
        <p style={{ marginTop: 0 }}>The {this.props.what} could not be loaded.</p>
        <Button
          type="button"
          onClick={() => this.setState({ failed: false })}
        >
          Retry
        </Button>
      </StateBox>
    );
  }
}

function PanelLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <LoadingState label={label} />
      <SkeletonBlock $height={160} aria-hidden="true" />
    </div>
  );
}

// Their code (charts, CSV export) loads when the tab is first opened, not with the page; the
// boundary's Retry mounts them anew, which asks again for code that failed to arrive.
const ReportsPanel = retryingComponent(() => import('../../reports/reports-panel').then((m) => ({ default: m.ReportsPanel })));
const Flowchart = retryingComponent(() => import('../../flowchart/flowchart').then((m) => ({ default: m.Flowchart })));
// Booking with the seller (issue 37): its tabs' code loads when one is first opened.
const BookingsPanel = retryingComponent(() => import('../bookings/bookings-section').then((m) => ({ default: m.BookingsSection })));
const InvoicesPanel = retryingComponent(() => import('../bookings/invoices-section').then((m) => ({ default: m.InvoicesSection })));
// Proof of execution and the delivery ledger (issue 38): loads when the tab is first opened.
const DeliveryPanel = retryingComponent(() => import('../delivery/delivery-section').then((m) => ({ default: m.DeliverySection })));

export function LazyReports({ campaign }: { campaign: CampaignDetail }) {
  return (
    <PanelBoundary what="reports">
      <ReportsPanel campaignId={campaign._id} campaign={campaign} fallback={<PanelLoading label="Loading reports…" />} />
    </PanelBoundary>
  );
}

export function LazyFlowchart({ campaign }: { campaign: CampaignDetail }) {
  return (
    <PanelBoundary what="flowchart">
      <Flowchart campaign={campaign} fallback={<PanelLoading label="Loading the flowchart…" />} />
    </PanelBoundary>
  );
}

export function LazyBookings({ campaign, canAct }: { campaign: CampaignDetail; canAct: boolean }) {
  return (
    <PanelBoundary what="bookings">
      <BookingsPanel campaign={campaign} canAct={canAct} fallback={<PanelLoading label="Loading the bookings…" />} />
    </PanelBoundary>
  );
}

export function LazyInvoices({ campaign, canIssue, isOwner }: { campaign: CampaignDetail; canIssue: boolean; isOwner: boolean }) {
  return (
    <PanelBoundary what="invoices">
      <InvoicesPanel campaign={campaign} canIssue={canIssue} isOwner={isOwner} fallback={<PanelLoading label="Loading the invoices…" />} />
    </PanelBoundary>
  );
}

export function LazyDelivery({ campaign, canAnswer }: { campaign: CampaignDetail; canAnswer: boolean }) {
  return (
    <PanelBoundary what="proof and delivery">
      <DeliveryPanel campaign={campaign} canAnswer={canAnswer} fallback={<PanelLoading label="Loading the proof and delivery…" />} />
    </PanelBoundary>
  );
}
