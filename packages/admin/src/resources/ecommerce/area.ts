// The E-commerce menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../../shell/manifest.ts';

export const ecommerceMessages = defineMessages({
  ecommerce: { id: 'menu.ecommerce', defaultMessage: 'E-commerce' },
  orders: { id: 'menu.orders', defaultMessage: 'Orders' },
  liveOrders: { id: 'menu.liveOrders', defaultMessage: 'Now' },
});
const t = ecommerceMessages;

export const ecommerceArea = defineArea({
  key: 'group-ecommerce',
  title: t.ecommerce,
  folder: 'resources/ecommerce',
  menu: [
    page('orders', {
      path: '/ecommerce/orders',
      resource: 'orders',
      title: t.orders,
      icon: 'ShoppingCart',
      editable: true,
      viewable: true,
      view: 'OrderViewPage#default',
    }),
    page('liveOrders', {
      path: '/ecommerce/now',
      resource: 'live-orders',
      title: t.liveOrders,
      icon: 'Radio',
      list: 'LiveBoardPage#default',
    }),
  ],
});
