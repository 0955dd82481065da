// Story content for page headers, shared with the Shell stories (not public API).
import styled from 'styled-components';

const TabLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-1);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
  text-decoration: none;
  border-block-end: 2px solid transparent;

  &:hover {
    color: var(--ui-fg-default);
  }
  &[aria-current='page'] {
    color: var(--ui-fg-accent);
    border-block-end-color: var(--ui-border-focus);
  }
`;

const TabList = styled.ul`
  display: flex;
  gap: var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function OrderTabs() {
  const tabs = ['Details', 'Items', 'Payments', 'History'];
  return (
    <nav aria-label="Order sections">
      <TabList>
        {tabs.map((tab, i) => (
          <li key={tab}>
            <TabLink href={`#${tab.toLowerCase()}`} aria-current={i === 0 ? 'page' : undefined}>
              {tab}
            </TabLink>
          </li>
        ))}
      </TabList>
    </nav>
  );
}
