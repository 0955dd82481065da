import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding-block-end: var(--ui-space-4);
  min-inline-size: 0;

  &[data-has-tabs] {
    padding-block-end: 0;
    border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  }
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: var(--ui-space-1);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  text-decoration: none;
  border-radius: var(--ui-radius-sm);

  &:hover {
    color: var(--ui-fg-accent);
    text-decoration: underline;
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
    flex: none;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--ui-space-3) var(--ui-space-4);
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  flex: 1 1 240px;
  min-inline-size: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-2xl);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.25;
  color: var(--ui-fg-default);
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-md);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const Tabs = styled.div`
  margin-block-start: var(--ui-space-2);
`;
