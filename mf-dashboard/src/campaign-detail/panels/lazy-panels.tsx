import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { CampaignDetail } from '../../api/campaigns.api';
import { Button } from '../../ui/primitives';
import { StateBox, LoadingState, SkeletonBlock } from 'shared-ui/states';

type BoundaryProps = { what: string; onRetry: () => void; children: ReactNode };

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
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
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

/**
 * A component whose code loads on first render, with a boundary whose Retry loads it again
 * (React.lazy keeps a failed import, so each retry needs a new lazy component).
 */
function useRetryableLazy<P>(load: () => Promise<ComponentType<P>>): [ComponentType<P>, () => void] {
  const make = () => lazy(() => load().then((c) => ({ default: c })));
  // Each retry makes a new lazy component, the only reason to load again.
  const [Lazy, setLazy] = useState(() => make());
  return [Lazy as unknown as ComponentType<P>, () => setLazy(() => make())];
}

// Their code (charts, CSV export) loads when the tab is first opened, not with the page.
const loadReports = () => import('../../reports/reports-panel').then((m) => m.ReportsPanel);
const loadFlowchart = () => import('../../flowchart/flowchart').then((m) => m.Flowchart);

export function LazyReports({ campaign }: { campaign: CampaignDetail }) {
  const [ReportsPanel, retry] = useRetryableLazy(loadReports);
  return (
    <PanelBoundary what="reports" onRetry={retry}>
      <Suspense fallback={<PanelLoading label="Loading reports…" />}>
        <ReportsPanel campaignId={campaign._id} campaign={campaign} />
      </Suspense>
    </PanelBoundary>
  );
}

export function LazyFlowchart({ campaign }: { campaign: CampaignDetail }) {
  const [Flowchart, retry] = useRetryableLazy(loadFlowchart);
  return (
    <PanelBoundary what="flowchart" onRetry={retry}>
      <Suspense fallback={<PanelLoading label="Loading the flowchart…" />}>
        <Flowchart campaign={campaign} />
      </Suspense>
    </PanelBoundary>
  );
}
