import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead; defaults to a short note with a retry button. */
  fallback?: ReactNode;
  /** The whole sentence that says what could not be shown, in the visitor's language. */
  message?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing widget (often one rendering foreign data) from taking the page down with it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Widget failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const { message } = this.props;
    return (
      <div className="alert alert-warning my-3" role="alert">
        <p className="mb-2">
          {message ?? <Trans>Sorry, this part of the page could not be shown.</Trans>}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => this.setState({ failed: false })}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
