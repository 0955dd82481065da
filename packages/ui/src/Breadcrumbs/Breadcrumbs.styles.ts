import styled from 'styled-components';

export const BreadcrumbsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-inline-size: 0;
`;

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-fg-muted);
`;

export const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  min-inline-size: 0;
`;

export const CrumbLink = styled.a`
  display: inline-block;
  max-inline-size: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: var(--ui-radius-sm);
  color: var(--ui-fg-muted);
  text-decoration: none;

  &:hover {
    color: var(--ui-fg-default);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[aria-current='page'] {
    color: var(--ui-fg-default);
    font-weight: var(--ui-font-weight-strong);
    text-decoration: none;
  }
`;

export const CrumbSeparator = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--ui-fg-muted);

  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const CurrentTitle = styled.p`
  margin: 0;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-2xl);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.25;
  overflow-wrap: anywhere;
`;
