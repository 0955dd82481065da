import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../i18n/catalogues.ts';
import { menuForRole, menuLinks, paletteGroups, selectedMenuKey } from './menu.tsx';
import { CUSTOMERS_BADGE, MENU } from './navigation.tsx';
import { PAGES } from './pages.ts';
import {
  createSettingsStore,
  parseSettingsQuery,
  parseSettingValue,
  readStoredSettings,
  SettingsProvider,
} from './settings/index.ts';
import { BOOKMARKS_LIMIT, createBookmarkStore } from './topbar/bookmarks.ts';
import { LanguageToggle } from './topbar/LanguageToggle.tsx';
import { memoryStorage, ShellHarness } from './testing.tsx';

const intl = createIntl({ locale: 'en-US', messages: catalogues['en-US'] });
const hrefs = (role: 'admin' | 'support' | null) =>
  menuLinks(menuForRole(MENU, role)).map(({ entry }) => entry.url);

describe('menu by role', () => {
  it('gives support only stores, store types, collections, orders and now', () => {
    expect(hrefs('support')).toEqual([
      '/catalog/stores',
      '/catalog/store-types',
      '/catalog/store-type-collections',
      '/ecommerce/orders',
      '/ecommerce/now',
    ]);
    expect(menuForRole(MENU, 'support').map((e) => e.key)).toEqual(['group-stores', 'group-ecommerce']);
  });

  it('gives admin every page of the spec, and nobody without a role anything', () => {
    const admin = hrefs('admin');
    for (const page of Object.values(PAGES)) {
      if (page.key === 'reports') continue; // reached through its report types
      expect(admin).toContain(page.path);
    }
    expect(admin).toContain('/users/merchants/edit');
    expect(admin.filter((u) => u?.startsWith('/reports?type='))).toHaveLength(15);
    expect(hrefs(null)).toEqual([]);
  });

  it('groups the menu as the spec does and badges the customers', () => {
    expect(MENU.map((e) => intl.formatMessage(e.title))).toEqual([
      'Dashboard',
      'Catalog',
      'Stores',
      'E-commerce',
      'Marketing',
      'Users',
      'Finance',
      'Configuration',
      'Reports',
      'Miscellaneous',
    ]);
    const customers = menuLinks(MENU).find(({ entry }) => entry.key === 'customers');
    expect(customers?.entry.count).toBe(CUSTOMERS_BADGE);
  });

  it('selects the exact report, else the page of the route', () => {
    expect(selectedMenuKey(MENU, '/reports', '?type=sales-coupon', 'reports')).toBe('report-sales-coupon');
    expect(selectedMenuKey(MENU, '/users/merchants/edit', '', 'merchants')).toBe('merchants-new');
    expect(selectedMenuKey(MENU, '/users/merchants/edit/7', '', 'merchants')).toBe('merchants');
  });

  it('offers support no page of another group in the command palette', () => {
    const items = paletteGroups(menuForRole(MENU, 'support'), intl).flatMap((g) => g.items);
    expect(items.map((i) => i.url)).toEqual(hrefs('support'));
  });
});

describe('bookmarks', () => {
  it('keeps at most three pages, refuses a fourth, and removes on a second toggle', () => {
    const storage = memoryStorage();
    const store = createBookmarkStore(storage);
    const page = (n: number) => ({ key: `p${n}`, url: `/p/${n}` });
    expect([1, 2, 3].map((n) => store.toggle(page(n)))).toEqual(['added', 'added', 'added']);
    expect(store.toggle(page(4))).toBe('limit');
    expect(store.get()).toHaveLength(BOOKMARKS_LIMIT);
    expect(JSON.parse(storage.data.get('app.topbar.favs') ?? '[]')).toHaveLength(3);
    expect(store.toggle(page(2))).toBe('removed');
    expect(store.toggle(page(4))).toBe('added');
    expect(
      createBookmarkStore(storage)
        .get()
        .map((b) => b.url),
    ).toEqual(['/p/1', '/p/3', '/p/4']);
  });

  it('shows the limit message when a fourth page is bookmarked from the top bar', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <ShellHarness
        path="/ecommerce/orders"
        bookmarks={[
          { key: 'coupons', url: '/marketing/coupons' },
          { key: 'stores', url: '/catalog/stores' },
          { key: 'customers', url: '/users/customers' },
        ]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bookmark this page' }, { timeout: 10_000 }));
    expect(
      (await screen.findAllByText('Only three pages can be added to your bookmarks.')).length,
    ).toBeGreaterThan(0);
    const bookmarks = screen.getByRole('navigation', { name: 'Bookmarks' });
    expect(bookmarks.querySelectorAll('a')).toHaveLength(3);
  });
});

describe('settings', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('reads stored values over the defaults and ignores what does not parse', () => {
    const storage = memoryStorage({
      'app.settings.isMenuCollapsed': 'true',
      'app.settings.theme': 'dark',
      'app.settings.leftMenuWidth': '300',
      'app.settings.menuColor': 'purple',
    });
    const settings = readStoredSettings(storage);
    expect(settings.isMenuCollapsed).toBe(true);
    expect(settings.theme).toBe('dark');
    expect(settings.leftMenuWidth).toBe(300);
    expect(settings.menuColor).toBe('white');
  });

  it('saves one key per change, several for a preset, and the menu colour with the theme', () => {
    const storage = memoryStorage();
    const store = createSettingsStore(storage);
    store.set('isTopbarFixed', true);
    expect([...storage.data.keys()]).toEqual(['app.settings.isTopbarFixed']);
    store.set('theme', 'dark');
    expect(storage.data.get('app.settings.theme')).toBe('dark');
    expect(storage.data.get('app.settings.menuColor')).toBe('dark');
    storage.data.clear();
    store.applyPreset('waterfall');
    expect(storage.data.get('app.settings.preselectedVariant')).toBe('waterfall');
    expect(storage.data.get('app.settings.isMenuCollapsed')).toBe('true');
    expect(storage.data.get('app.settings.layoutBreadcrumbs')).toBe('v2');
    expect(storage.data.size).toBeGreaterThan(3);
    expect(createSettingsStore(storage).getSnapshot().preselectedVariant).toBe('waterfall');
  });

  it("reads URL parameters as settings, 'true'/'false' as booleans", () => {
    expect(parseSettingsQuery('?isMenuCollapsed=true&isTopbarFixed=false&theme=dark&type=sales')).toEqual({
      isMenuCollapsed: true,
      isTopbarFixed: false,
      theme: 'dark',
    });
    expect(parseSettingsQuery('?isMenuCollapsed=yes&locale=fr-FR')).toEqual({});
    expect(parseSettingValue('primaryColor', '#FF0000')).toBe('#ff0000');
    expect(parseSettingValue('leftMenuWidth', '999')).toBe(330);
  });

  it('switching to Arabic turns <html> right to left without touching React', async () => {
    const { bindSettingsToDocument } = await import('./settings/index.ts');
    const store = createSettingsStore(memoryStorage());
    const unbind = bindSettingsToDocument(store);
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    act(() => store.set('locale', 'ar-EG'));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar-EG');
    act(() => store.set('theme', 'dark'));
    expect(document.documentElement.getAttribute('data-mode')).toBe('dark');
    unbind();
    store.set('locale', 'en-US');
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
  });

  it('the sign-in pages’ language toggle offers the other language and switches to it', async () => {
    const store = createSettingsStore(memoryStorage());
    render(
      <IntlProvider locale="en-US" messages={catalogues['en-US']}>
        <SettingsProvider store={store}>
          <LanguageToggle />
        </SettingsProvider>
      </IntlProvider>,
    );
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['العربية']);
    await userEvent.click(within(languages).getByRole('button', { name: 'العربية' }));
    expect(store.getSnapshot().locale).toBe('ar-EG');
    expect(await within(languages).findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
