// The Configuration menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, page } from '../../shell/manifest.ts';

export const configurationMessages = defineMessages({
  configuration: { id: 'menu.configuration', defaultMessage: 'Configuration' },
  currencies: { id: 'menu.currencies', defaultMessage: 'Currencies' },
  languages: { id: 'menu.languages', defaultMessage: 'Languages' },
  cities: { id: 'menu.cities', defaultMessage: 'Cities' },
  states: { id: 'menu.states', defaultMessage: 'States' },
  onboardings: { id: 'menu.onboardings', defaultMessage: 'Onboardings' },
  appMenu: { id: 'menu.appMenu', defaultMessage: 'App menu' },
  paymentMethods: { id: 'menu.paymentMethods', defaultMessage: 'Payment methods' },
  deliveryMethods: { id: 'menu.deliveryMethods', defaultMessage: 'Delivery methods' },
  orderStatus: { id: 'menu.orderStatus', defaultMessage: 'Order statuses' },
  deliverySystemStatuses: { id: 'menu.deliverySystemStatuses', defaultMessage: 'Delivery system statuses' },
  notifications: { id: 'menu.notifications', defaultMessage: 'Notifications' },
  page: { id: 'menu.page', defaultMessage: 'Pages' },
  appGeneral: { id: 'menu.appGeneral', defaultMessage: 'App settings' },
});
const t = configurationMessages;

export const configurationArea = defineArea({
  key: 'group-configuration',
  title: t.configuration,
  folder: 'resources/configuration',
  menu: [
    page('currencies', {
      path: '/configuration/currencies',
      resource: 'currencies',
      title: t.currencies,
      icon: 'Coins',
      editable: true,
    }),
    page('languages', {
      path: '/configuration/languages',
      resource: 'languages',
      title: t.languages,
      icon: 'Languages',
      editable: true,
    }),
    page('cities', {
      path: '/configuration/cities',
      resource: 'cities',
      title: t.cities,
      icon: 'MapPin',
      editable: true,
    }),
    page('states', {
      path: '/configuration/states',
      resource: 'states',
      title: t.states,
      icon: 'Map',
      editable: true,
    }),
    page('onboardings', {
      path: '/configuration/onboardings',
      resource: 'onboardings',
      title: t.onboardings,
      icon: 'Presentation',
      editable: true,
    }),
    page('appMenu', {
      path: '/configuration/app-menu',
      resource: 'app-menu',
      title: t.appMenu,
      icon: 'Smartphone',
      editable: true,
    }),
    page('paymentMethods', {
      path: '/configuration/payment-methods',
      resource: 'payment-methods',
      title: t.paymentMethods,
      icon: 'CreditCard',
      editable: true,
    }),
    page('deliveryMethods', {
      path: '/configuration/delivery-methods',
      resource: 'delivery-methods',
      title: t.deliveryMethods,
      icon: 'Truck',
      editable: true,
    }),
    page('orderStatus', {
      path: '/configuration/order-status',
      resource: 'order-status',
      title: t.orderStatus,
      icon: 'ListChecks',
      editable: true,
      module: 'orderStatuses',
    }),
    page('deliverySystemStatuses', {
      path: '/configuration/delivery-system-statuses',
      resource: 'delivery-system-statuses',
      title: t.deliverySystemStatuses,
      icon: 'Timer',
      editable: true,
    }),
    page('notifications', {
      path: '/configuration/notifications',
      resource: 'notifications',
      title: t.notifications,
      icon: 'Bell',
      editable: true,
    }),
    page('page', {
      path: '/configuration/page',
      resource: 'page',
      title: t.page,
      icon: 'FileText',
      editable: true,
      module: 'pages',
    }),
    page('appGeneral', {
      path: '/configuration/app-general',
      resource: 'app-general',
      title: t.appGeneral,
      icon: 'Settings',
      list: 'AppGeneralPage#default',
    }),
  ],
});
