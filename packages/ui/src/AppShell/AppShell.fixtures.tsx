// A realistic orders page inside the shell, shared by the AppShell and Shell/Layouts stories (not public API).
import { Download, Plus, Store } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { PageHeader } from '../PageHeader/index.ts';
import type { MenuItem } from '../SideMenu/index.ts';
import { SearchTrigger, TopBarActions } from '../TopBar/TopBar.fixtures.tsx';
import type { AppShellProps } from './AppShell.types.ts';

import { adminMenu } from '../SideMenu/adminMenu.fixture.tsx';

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  white-space: nowrap;

  & > svg {
    flex: none;
    inline-size: 22px;
    block-size: 22px;
  }
`;

export const logo = (
  <Brand>
    <Store aria-hidden />
    <span>Souq Admin</span>
  </Brand>
);

export const logoCompact = (
  <Brand>
    <Store role="img" aria-label="Souq Admin" />
  </Brand>
);

export const topbar: AppShellProps['topbar'] = { center: <SearchTrigger />, end: <TopBarActions /> };

export const breadcrumbTrail: MenuItem[] = [
  { key: 'dashboard', title: 'Dashboard', url: '#/dashboard' },
  { key: 'ecommerce', title: 'E-commerce', url: '#/orders' },
  { key: 'orders', title: 'Orders', url: '#/orders' },
];

export const footer: AppShellProps['footer'] = {
  productName: 'Souq Admin',
  copyright: '© 2026 Souq Marketplace. All rights reserved.',
  description: 'Back office for stores, orders and payouts.',
  links: [
    { key: 'help', title: 'Help centre', url: '#/help' },
    { key: 'terms', title: 'Terms', url: '#/terms' },
    { key: 'status', title: 'Status', url: '#/status' },
  ],
};

const orders = [
  { id: '#10482', customer: 'Noura Saleh', store: 'Al Noor Market', totalHalalas: 41250, status: 'Paid' },
  { id: '#10481', customer: 'Omar Khalil', store: 'Jeddah Books', totalHalalas: 8900, status: 'Shipped' },
  { id: '#10480', customer: 'Sara Mansour', store: 'Riyadh Florist', totalHalalas: 23500, status: 'Pending' },
  { id: '#10479', customer: 'Yousef Adel', store: 'Al Noor Market', totalHalalas: 112000, status: 'Paid' },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'SAR' });

const OrderList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OrderRow = styled.li`
  display: grid;
  grid-template-columns: 5rem 1fr 1fr 6rem 7rem;
  gap: var(--ui-space-3);
  padding-block: var(--ui-space-3);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  font-size: var(--ui-font-size-sm);

  &:last-child {
    border-block-end: none;
  }
  & > span:nth-child(4) {
    color: var(--ui-fg-muted);
  }
  & > span:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 767px) {
    grid-template-columns: 4.5rem 1fr auto;
    & > span:nth-child(3),
    & > span:nth-child(4) {
      display: none;
    }
  }
`;

export function OrdersPage() {
  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="1,284 orders in the last 30 days"
        actions={
          <>
            <Button iconStart={<Download aria-hidden />}>Export</Button>
            <Button variant="primary" iconStart={<Plus aria-hidden />}>
              New order
            </Button>
          </>
        }
      />
      <Card title="Recent orders" subtitle="Updated 14 Mar 2026, 10:42">
        <OrderList>
          {orders.map((order) => (
            <OrderRow key={order.id}>
              <span>{order.id}</span>
              <span>{order.customer}</span>
              <span>{order.store}</span>
              <span>{order.status}</span>
              <span>{money.format(order.totalHalalas / 100)}</span>
            </OrderRow>
          ))}
        </OrderList>
      </Card>
    </>
  );
}

/** Everything the shell needs for the stories, with the default layout keys. */
export const shellArgs = {
  menuItems: adminMenu,
  selectedKey: 'orders',
  logo,
  logoCompact,
  topbar,
  breadcrumbs: breadcrumbTrail,
  footer,
  children: <OrdersPage />,
} satisfies Partial<AppShellProps>;
