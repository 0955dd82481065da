// The main layout: the ui AppShell filled from the settings, the role's menu, the route's page
// (breadcrumbs, title) and the top bar pieces; the page itself renders in the Outlet.
import type { ShellSettings } from '@market/ui';
import { AppShell, type MenuItem, type RenderMenuLink } from '@market/ui';
import { Store } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useLogout, useSessionUser } from '../session/index.ts';
import { menuForRole, menuLinks, menuTrail, paletteGroups, selectedMenuKey, toMenuItems } from './menu.tsx';
import { appMenuState, type MenuState } from './menuState.ts';
import { MENU } from './navigation.tsx';
import { usePersistedList } from './persistedList.ts';
import { useRouteHandle } from './routeHandle.ts';
import { Brand, PageTransition } from './MainLayout.styles.ts';
import { PRODUCT_NAME } from './product.ts';
import { useSetting, useSettingsPick, useSettingsStore } from './settings/index.ts';
import { ShellSettingsPanel } from './ShellSettingsPanel.tsx';
import { appBookmarkStore, type BookmarkStore } from './topbar/bookmarks.ts';
import { Bookmarks } from './topbar/Bookmarks.tsx';
import { LanguageSwitcher } from './topbar/LanguageSwitcher.tsx';
import { NotificationsPanel } from './topbar/NotificationsPanel.tsx';
import { PageSearch } from './topbar/PageSearch.tsx';
import { ProfileMenu } from './topbar/ProfileMenu.tsx';
import { RecordTitleProvider, useRecordTitle } from './recordTitle.tsx';
import { KeyboardShortcuts } from './KeyboardShortcuts.tsx';
import { appRecentRecordStore, rememberRecord, type RecentRecordStore } from './topbar/recentRecords.ts';
import type { StaffAlert, SubscribeToAlerts } from './topbar/staffNotifications.ts';
import { useViewportSize } from './useViewport.ts';

const messages = defineMessages({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  menu: { id: 'shell.menu', defaultMessage: 'Main menu' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Close menu' },
  breadcrumbs: { id: 'shell.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  about: {
    id: 'shell.footer.about',
    defaultMessage: 'Back office for the marketplace: stores, catalogue, orders, customers and wallets.',
  },
});

// The last breadcrumb of an edit or view page until its record is loaded and names it.
const crumbMessages = defineMessages({
  new: { id: 'shell.crumb.new', defaultMessage: 'New' },
  edit: { id: 'shell.crumb.edit', defaultMessage: 'Edit' },
  view: { id: 'shell.crumb.view', defaultMessage: 'Details' },
});

const footerMessages: Record<'copyright', MessageDescriptor> = defineMessages({
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {product}. All rights reserved.' },
});

const LAYOUT_KEYS = [
  'layoutMenu',
  'menuLayoutType',
  'flyoutMenuType',
  'menuColor',
  'flyoutMenuColor',
  'isMenuCollapsed',
  'isMenuShadow',
  'isMenuUnfixed',
  'leftMenuWidth',
  'isGrayBackground',
  'isGrayTopbar',
  'isTopbarFixed',
  'isTopbarSeparated',
  'layoutTopbar',
  'layoutBreadcrumbs',
  'layoutFooter',
  'isContentMaxWidth',
  'isAppMaxWidth',
] as const satisfies readonly (keyof ShellSettings)[];

const renderLink: RenderMenuLink = (item, content) =>
  item.url ? (
    <Link to={item.url} target={item.target}>
      {content}
    </Link>
  ) : (
    <span>{content}</span>
  );

export interface MainLayoutProps {
  /** Live staff alerts for the notifications panel (the server subscription in the app). */
  subscribeToAlerts: SubscribeToAlerts;
  /** Alerts already in the panel (stories). */
  initialAlerts?: StaffAlert[];
  /** Bookmarks (the app's store in local storage by default). */
  bookmarkStore?: BookmarkStore;
  /** Open sub-menus and last selection (the app's, in local storage, by default). */
  menuState?: MenuState;
  /** The records opened last, offered by the command palette (the app's, in local storage, by default). */
  recentRecords?: RecentRecordStore;
  /** Open the settings panel on first render (stories). */
  defaultSettingsOpen?: boolean;
  /** Open the mobile drawer on first render (stories). */
  defaultMobileMenuOpen?: boolean;
}

export function MainLayout(props: MainLayoutProps) {
  return (
    <RecordTitleProvider>
      <Layout {...props} />
    </RecordTitleProvider>
  );
}

function Layout({
  subscribeToAlerts,
  initialAlerts,
  bookmarkStore = appBookmarkStore(),
  menuState = appMenuState(),
  recentRecords = appRecentRecordStore(),
  defaultSettingsOpen,
  defaultMobileMenuOpen = false,
}: MainLayoutProps) {
  const intl = useIntl();
  const location = useLocation();
  const matches = useMatches();
  const user = useSessionUser();
  const logout = useLogout();
  const store = useSettingsStore();
  const layout = useSettingsPick(LAYOUT_KEYS);
  const routerAnimation = useSetting('routerAnimation');
  const size = useViewportSize();
  const handle = useRouteHandle();
  const recordTitle = useRecordTitle();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(defaultMobileMenuOpen);

  const entries = useMemo(() => menuForRole(MENU, user.role), [user.role]);
  // Translated once per language, not on every navigation.
  const menuItems = useMemo(() => toMenuItems(entries, intl), [entries, intl]);
  const palette = useMemo(() => paletteGroups(entries, intl), [entries, intl]);
  const pages = useMemo(
    () =>
      menuLinks(entries).map(({ entry }) => ({
        key: entry.key,
        title: intl.formatMessage(entry.title),
        url: entry.url ?? '',
      })),
    [entries, intl],
  );

  const storedSelection = usePersistedList(menuState.selected);
  const selectedKey =
    selectedMenuKey(entries, location.pathname, location.search, handle?.pageKey) ?? storedSelection[0];
  const openKeys = usePersistedList(menuState.opened);

  // Keep the selection, and open the sub-menus above it, so a reload shows the menu as it was.
  useEffect(() => {
    if (!selectedKey) return;
    menuState.selected.set([selectedKey]);
    const above = menuTrail(entries, selectedKey)
      .slice(0, -1)
      .filter((e) => !e.category)
      .map((e) => e.key);
    const current = menuState.opened.get();
    const missing = above.filter((k) => !current.includes(k));
    if (missing.length > 0) menuState.opened.set([...current, ...missing]);
  }, [selectedKey, entries, menuState]);

  // An edit or view page that names its record: the palette offers it again while its box is empty.
  const recordId = matches[matches.length - 1]?.params.id;
  useEffect(() => {
    if (!recordTitle || !recordId || !handle?.pageKey) return;
    if (handle.screen !== 'edit' && handle.screen !== 'view') return;
    rememberRecord(recentRecords, { url: location.pathname, title: recordTitle, pageKey: handle.pageKey });
  }, [recordTitle, recordId, handle?.pageKey, handle?.screen, location.pathname, recentRecords]);
  const recent = usePersistedList(recentRecords);

  const trail: MenuItem[] = toMenuItems(menuTrail(entries, selectedKey), intl).map(({ key, title, url }) => ({
    key,
    title,
    ...(url ? { url } : {}),
  }));
  // group › list › record: the menu's trail ends at the list; an edit or view page adds its record's name.
  if (handle?.screen && handle.screen !== 'list') {
    const isNew = handle.screen === 'edit' && !matches[matches.length - 1]?.params.id;
    const title =
      (!isNew && recordTitle) || intl.formatMessage(isNew ? crumbMessages.new : crumbMessages[handle.screen]);
    trail.push({ key: `${handle.pageKey ?? 'page'}-${handle.screen}`, title });
  }

  const current =
    pages.find((p) => p.key === selectedKey && p.url === location.pathname + location.search) ??
    pages.find((p) => p.key === selectedKey);
  const isMobileView = size === 'mobile';
  // Under 1024 px there is no room for the full menu, whatever the setting says.
  const forcedCollapsed = size === 'narrow';

  return (
    <>
      <AppShell
        {...layout}
        isMenuCollapsed={layout.isMenuCollapsed || forcedCollapsed}
        onMenuCollapsedChange={forcedCollapsed ? undefined : (value) => store.set('isMenuCollapsed', value)}
        menuOpenKeys={[...openKeys]}
        onMenuOpenKeysChange={(keys) => menuState.opened.set(keys)}
        isMobileView={isMobileView}
        mobileMenuOpen={mobileMenuOpen}
        onMobileMenuOpenChange={setMobileMenuOpen}
        menuItems={menuItems}
        selectedKey={selectedKey}
        renderLink={renderLink}
        logo={
          <Brand>
            <Store aria-hidden />
            <span>{PRODUCT_NAME}</span>
          </Brand>
        }
        logoCompact={
          <Brand>
            <Store role="img" aria-label={PRODUCT_NAME} />
          </Brand>
        }
        breadcrumbs={trail}
        topbar={{
          start: isMobileView ? undefined : (
            <Bookmarks store={bookmarkStore} pages={pages} current={current} />
          ),
          center: <PageSearch groups={palette} compact={isMobileView} recent={recent} />,
          end: (
            <>
              <LanguageSwitcher />
              <NotificationsPanel subscribe={subscribeToAlerts} initialAlerts={initialAlerts} />
              <ProfileMenu user={user} onLogout={logout} />
            </>
          ),
        }}
        footer={{
          productName: PRODUCT_NAME,
          copyright: intl.formatMessage(footerMessages.copyright, { product: PRODUCT_NAME }),
          description: intl.formatMessage(messages.about),
        }}
        labels={{
          skipToContent: intl.formatMessage(messages.skipToContent),
          menu: intl.formatMessage(messages.menu),
          openMenu: intl.formatMessage(messages.openMenu),
          closeMenu: intl.formatMessage(messages.closeMenu),
          breadcrumbs: intl.formatMessage(messages.breadcrumbs),
        }}
      >
        <PageTransition key={location.pathname} data-animation={routerAnimation}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </AppShell>
      <ShellSettingsPanel defaultOpen={defaultSettingsOpen} />
      <KeyboardShortcuts role={user.role} />
    </>
  );
}
