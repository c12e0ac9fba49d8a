// What a widget shows when a part of it fails to render — a chunk that could not load while the
// connection was up, a bug — in place of unmounting it whole, which left a blank box on the host
// page (issue 27 §1). "Try again" renders the part again (an on-demand chunk is then asked anew).
import { Component, Suspense, type ReactNode } from 'react';
import { onDemand, retryFailedParts } from './onDemand';

// Imported, not bundled in: every widget's first view has loaded the states' chunk already, so this
// costs no request, and the shared platform chunk does not carry the ui kit's buttons and states.
const ErrorState = onDemand(() => import('./States').then((m) => ({ default: m.ErrorState })));

interface FailedBoundaryProps {
  children?: ReactNode;
}

export class FailedBoundary extends Component<FailedBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    retryFailedParts();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorState onRetry={this.retry} />
      </Suspense>
    );
  }
}
