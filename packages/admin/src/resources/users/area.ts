// The Users menu group: its pages, in menu order (shell/manifest.ts says what an entry holds).
import { defineMessages } from 'react-intl';
import { defineArea, link, page, submenu } from '../../shell/manifest.ts';

export const usersMessages = defineMessages({
  users: { id: 'menu.users', defaultMessage: 'Users' },
  customers: { id: 'menu.customers', defaultMessage: 'Customers' },
  customerGroups: { id: 'menu.customerGroups', defaultMessage: 'Customer groups' },
  merchantsGroup: { id: 'menu.merchantsGroup', defaultMessage: 'Merchants' },
  merchants: { id: 'menu.merchants', defaultMessage: 'All merchants' },
  newMerchant: { id: 'menu.newMerchant', defaultMessage: 'New merchant' },
  admins: { id: 'menu.admins', defaultMessage: 'Admins' },
  adminGroups: { id: 'menu.adminGroups', defaultMessage: 'Admin groups' },
  auditLog: { id: 'menu.auditLog', defaultMessage: 'Audit log' },
});
const t = usersMessages;

/** The customers badge is a fixed figure in the spec (532), not a live count. */
export const CUSTOMERS_BADGE = 532;

const merchantsPath = '/users/merchants';

export const usersArea = defineArea({
  key: 'group-users',
  title: t.users,
  folder: 'resources/users',
  menu: [
    page('customers', {
      path: '/users/customers',
      resource: 'customers',
      title: t.customers,
      icon: 'UserRound',
      count: CUSTOMERS_BADGE,
      editable: true,
    }),
    page('customerGroups', {
      path: '/users/customer-groups',
      resource: 'customer-groups',
      title: t.customerGroups,
      icon: 'Users',
      editable: true,
    }),
    submenu('merchants-group', t.merchantsGroup, 'Building2', [
      page('merchants', { path: merchantsPath, resource: 'merchants', title: t.merchants, editable: true }),
      link({
        key: 'merchants-new',
        title: t.newMerchant,
        url: `${merchantsPath}/edit`,
        resource: 'merchants',
      }),
    ]),
    page('admins', {
      path: '/users/admins',
      resource: 'admins',
      title: t.admins,
      icon: 'ShieldCheck',
      editable: true,
    }),
    page('adminGroups', {
      path: '/users/admin-groups',
      resource: 'admin-groups',
      title: t.adminGroups,
      icon: 'FolderTree',
      editable: true,
    }),
    page('auditLog', { path: '/users/audit-log', resource: 'audit-log', title: t.auditLog, icon: 'History' }),
  ],
});
