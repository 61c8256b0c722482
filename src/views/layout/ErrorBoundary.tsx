import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Spec section 2: the fallback message for a crash. */
export const CRASH_MESSAGE = 'An error has occurred';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" css={{ padding: '4rem 1.5rem', textAlign: 'center' }}>
          <p>{CRASH_MESSAGE}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
