// A product page that throws while rendering (or whose route module fails to load) shows the 500 screen in
// place — the shell, menu and breadcrumbs stay — with a way back, and is reported through the client's
// error hook (graphql/errorReporting.ts), once per error.
import { Button, Card, EmptyState, PageHeader, Stack } from '@market/ui';
import { ServerCrash } from 'lucide-react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { reportRenderError } from '../graphql/errorReporting.ts';

const messages = defineMessages({
  code: { id: 'page.error.code', defaultMessage: 'Error 500' },
  // The same words as the /auth/500 page.
  title: { id: 'auth.serverError.title', defaultMessage: 'Something went wrong' },
  body: {
    id: 'page.error.body',
    defaultMessage:
      'This page stopped working. It has been reported. Try again, or go back to the dashboard.',
  },
  retry: { id: 'page.error.retry', defaultMessage: 'Try again' },
  home: { id: 'page.error.home', defaultMessage: 'Back to the dashboard' },
});

const reported = new WeakSet<object>();

/** The 500 screen of a page that threw; `error` is given in stories, the route's otherwise. */
export function PageError({ error, path }: { error: unknown; path: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    // StrictMode and re-renders must not report one error twice.
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportRenderError(error, path);
  }, [error, path]);
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Card>
        <EmptyState
          role="alert"
          icon={<ServerCrash aria-hidden />}
          title={intl.formatMessage(messages.title)}
          description={
            <>
              <strong>{intl.formatMessage(messages.code)}</strong> {intl.formatMessage(messages.body)}
            </>
          }
          action={
            <Stack direction="row" gap={2}>
              <Button variant="primary" onClick={() => void navigate(0)}>
                {intl.formatMessage(messages.retry)}
              </Button>
              <Button asChild>
                <Link to="/dashboard">{intl.formatMessage(messages.home)}</Link>
              </Button>
            </Stack>
          }
        />
      </Card>
    </>
  );
}

/** The product routes' `errorElement`. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <PageError error={error} path={pathname} />;
}

export default PageErrorBoundary;
