import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';

// The error page draws with MUI, which the sign-in page does not load: it comes with its theme when needed.
const ErrorFallback = lazy(() => import('../mui-providers.tsx').then((m) => ({ default: m.ThemedErrorFallback })));

interface Props {
  children: ReactNode;
  /** When this changes (e.g. on navigation) a shown error is cleared. */
  resetKey?: string | undefined;
}

interface State {
  error: Error | null;
  componentStack: string | undefined;
  resetKey: string | undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string'
    ? error
    : i18n.t('shell:pages.error.unknownError', { defaultValue: 'Unknown error' });
}

/** Catches render errors below it and shows the error text with React's component stack. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(describe(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, componentStack: undefined };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? undefined });
    console.error('Render failure', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null, componentStack: undefined });

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorFallback
            message={describe(this.state.error)}
            trace={this.state.componentStack ?? this.state.error.stack}
            onRetry={this.retry}
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

/** The router's errorElement: anything the boundary above did not catch (e.g. a failed route module). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) ? (
        <ErrorFallback message={`${error.status} ${error.statusText}`.trim()} />
      ) : (
        <ErrorFallback
          message={describe(error)}
          trace={error instanceof Error ? error.stack : undefined}
          onRetry={() => window.location.reload()}
        />
      )}
    </Suspense>
  );
}
