import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** When this value changes (the path), a caught error is cleared (platform.md §2.4). */
  resetKey: string;
  /** What shows instead of the children; a function receives the caught error. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/** Catches render errors of the shell; the error clears once the path changes. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught error in the page', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
