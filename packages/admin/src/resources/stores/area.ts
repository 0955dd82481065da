// The Stores menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../../shell/manifest.ts';

export const storesMessages = defineMessages({
  storesGroup: { id: 'menu.storesGroup', defaultMessage: 'Stores' },
  stores: { id: 'menu.stores', defaultMessage: 'Stores' },
  storeTypes: { id: 'menu.storeTypes', defaultMessage: 'Store types' },
  storeTypeCollections: { id: 'menu.storeTypeCollections', defaultMessage: 'Store-type collections' },
});
const t = storesMessages;

export const storesArea = defineArea({
  key: 'group-stores',
  title: t.storesGroup,
  folder: 'resources/stores',
  menu: [
    page('stores', {
      path: '/catalog/stores',
      resource: 'stores',
      title: t.stores,
      icon: 'Store',
      editable: true,
    }),
    page('storeTypes', {
      path: '/catalog/store-types',
      resource: 'store-types',
      title: t.storeTypes,
      icon: 'Shapes',
      editable: true,
    }),
    page('storeTypeCollections', {
      path: '/catalog/store-type-collections',
      resource: 'store-type-collections',
      title: t.storeTypeCollections,
      icon: 'Layers',
      editable: true,
    }),
  ],
});
