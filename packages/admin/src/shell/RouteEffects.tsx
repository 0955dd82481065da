// What every navigation does, whatever the layout: scroll to the top, show the progress bar for
// a moment, apply settings named in the query string and name the browser tab after the page.
import { RouteProgressBar } from '@market/ui';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { documentTitle } from './product.ts';
import { usePageTitle } from './routeHandle.ts';
import { parseSettingsQuery, useSettingsStore } from './settings/index.ts';

const messages = defineMessages({
  loading: { id: 'shell.loadingPage', defaultMessage: 'Loading page' },
});

/**
 * Mounted afresh for each path: active for one tick, then the bar keeps itself on screen for
 * its minimum time (300 ms) and fades.
 */
function NavigationPulse({ label }: { label: string }) {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const done = setTimeout(() => setActive(false), 0);
    return () => clearTimeout(done);
  }, []);
  return <RouteProgressBar active={active} label={label} />;
}

export function RouteEffects() {
  const intl = useIntl();
  const location = useLocation();
  const store = useSettingsStore();
  const title = usePageTitle();
  const firstPage = location.key === 'default';
  useLayoutEffect(() => {
    // A navigation starts at the top. Not the first page of a visit: the browser places that one, and
    // scrolling here would force a layout of the whole page before its first paint.
    if (!firstPage) window.scrollTo({ top: 0 });
  }, [location.pathname, firstPage]);

  // URL query parameters override settings on load and on every navigation.
  useLayoutEffect(() => {
    store.setMany(parseSettingsQuery(location.search));
  }, [store, location.search]);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      {/* The first page of a visit is a load, not a navigation: no pulse for it. */}
      {location.key !== 'default' && (
        <NavigationPulse key={location.pathname} label={intl.formatMessage(messages.loading)} />
      )}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}
