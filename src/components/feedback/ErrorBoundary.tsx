import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead; defaults to a short note with a retry button. */
  fallback?: ReactNode;
  /** Names the widget in the message ("the reviews"). */
  what?: string;
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
    return (
      <div className="alert alert-warning my-3" role="alert">
        <p className="mb-2">
          Sorry, {this.props.what ?? 'this part of the page'} could not be shown.
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => this.setState({ failed: false })}
        >
          Try again
        </button>
      </div>
    );
  }
}
