import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailureAlert } from '../components/FailureAlert';
import { retryFailedChunks } from '../hydration/lazyChunk';

interface State {
  failed: boolean;
}

/**
 * A part of the page that fails alone (issue 50): when it throws while rendering (a bug, or a lazily
 * loaded piece whose code did not come after its tries: lazyChunk.ts), it shows the crash message
 * and Try again in its own place, and the rest of the page stays. Try again renders the part anew
 * (a lazily loaded piece imports its code again). A `decorative` part (the hero's video) just goes:
 * what is under it stays, and nothing is missing for the visitor.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; decorative?: boolean }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.decorative) return null;
      return (
        <div css={{ padding: '4rem 1.5rem', textAlign: 'center' }}>
          <FailureAlert
            onRetry={() => {
              retryFailedChunks();
              this.setState({ failed: false });
            }}
          />
        </div>
      );
    }
    return this.props.children;
  }
}
