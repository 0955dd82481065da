// The Marketing menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../../shell/manifest.ts';

export const marketingMessages = defineMessages({
  marketing: { id: 'menu.marketing', defaultMessage: 'Marketing' },
  appStarts: { id: 'menu.appStarts', defaultMessage: 'App starts' },
  coupons: { id: 'menu.coupons', defaultMessage: 'Coupons' },
  sliders: { id: 'menu.sliders', defaultMessage: 'Sliders' },
  storeSliders: { id: 'menu.storeSliders', defaultMessage: 'Store sliders' },
});
const t = marketingMessages;

export const marketingArea = defineArea({
  key: 'group-marketing',
  title: t.marketing,
  folder: 'resources/marketing',
  menu: [
    page('appStarts', {
      path: '/marketing/app-starts',
      resource: 'app-starts',
      title: t.appStarts,
      icon: 'Rocket',
      editable: true,
    }),
    page('coupons', {
      path: '/marketing/coupons',
      resource: 'coupons',
      title: t.coupons,
      icon: 'TicketPercent',
      editable: true,
    }),
    page('sliders', {
      path: '/marketing/sliders',
      resource: 'sliders',
      title: t.sliders,
      icon: 'GalleryHorizontal',
      editable: true,
    }),
    page('storeSliders', {
      path: '/marketing/store-sliders',
      resource: 'store-sliders',
      title: t.storeSliders,
      icon: 'Images',
      editable: true,
    }),
  ],
});
