// The Catalog menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page, submenu } from '../../shell/manifest.ts';

export const catalogMessages = defineMessages({
  catalog: { id: 'menu.catalog', defaultMessage: 'Catalog' },
  products: { id: 'menu.products', defaultMessage: 'Products' },
  categories: { id: 'menu.categories', defaultMessage: 'Categories' },
  filtersGroup: { id: 'menu.filtersGroup', defaultMessage: 'Filters' },
  filters: { id: 'menu.filters', defaultMessage: 'Filters' },
  filterGroups: { id: 'menu.filterGroups', defaultMessage: 'Filter groups' },
  helpGroup: { id: 'menu.helpGroup', defaultMessage: 'Help centre' },
  help: { id: 'menu.help', defaultMessage: 'Help articles' },
  helpCategories: { id: 'menu.helpCategories', defaultMessage: 'Help categories' },
  settingsGeneral: { id: 'menu.settingsGeneral', defaultMessage: 'Catalog settings' },
});
const t = catalogMessages;

export const catalogArea = defineArea({
  key: 'group-catalog',
  title: t.catalog,
  folder: 'resources/catalog',
  menu: [
    page('products', {
      path: '/catalog/products',
      resource: 'products',
      title: t.products,
      icon: 'Package',
      editable: true,
    }),
    page('categories', {
      path: '/catalog/categories',
      resource: 'categories',
      title: t.categories,
      icon: 'Tags',
      editable: true,
    }),
    submenu('filters-group', t.filtersGroup, 'Filter', [
      page('filters', { path: '/catalog/filters', resource: 'filters', title: t.filters, editable: true }),
      page('filterGroups', {
        path: '/catalog/filter-group',
        resource: 'filter-groups',
        title: t.filterGroups,
        editable: true,
      }),
    ]),
    submenu('help-group', t.helpGroup, 'CircleHelp', [
      page('help', { path: '/catalog/help', resource: 'help', title: t.help, editable: true }),
      page('helpCategories', {
        path: '/catalog/help-category',
        resource: 'help-categories',
        title: t.helpCategories,
        editable: true,
      }),
    ]),
    page('settingsGeneral', {
      path: '/catalog/settings-general',
      resource: 'settings-general',
      title: t.settingsGeneral,
      icon: 'SlidersHorizontal',
      list: 'CatalogSettingsPage#default',
    }),
  ],
});
