import styled from 'styled-components';

/** A quiet button of the top bar: icon, short text or both. */
export const TopBarButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid transparent;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-default);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--ui-border-focus);
    outline-offset: 1px;
  }
  &[data-outlined] {
    border-color: var(--ui-border-default);
    background: var(--ui-bg-surface);
    color: var(--ui-fg-muted);
  }
  &[aria-pressed='true'] {
    color: var(--ui-fg-accent);
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const CountDot = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 2px;
  min-inline-size: 16px;
  padding-inline: 4px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-danger-solid);
  color: var(--ui-fg-on-solid);
  font-size: var(--ui-font-size-xs);
  font-weight: 600;
  line-height: 16px;
  text-align: center;
`;

export const ShortcutHint = styled.kbd`
  margin-inline-start: var(--ui-space-4);
  padding-inline: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-subtle);
  color: var(--ui-fg-muted);
  font-family: inherit;
  font-size: var(--ui-font-size-xs);
  line-height: 1.6;
`;

export const BarGroup = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-1);
  min-inline-size: 0;
`;

export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 320px;
  overflow-y: auto;
`;

export const PanelRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  padding-block: var(--ui-space-1);
  font-size: var(--ui-font-size-sm);

  & > a {
    color: var(--ui-fg-default);
    text-decoration: none;
  }
  & > a:hover {
    text-decoration: underline;
  }
`;

export const PanelMessage = styled.p`
  margin-block: var(--ui-space-2);
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);
`;

export const ProfileFacts = styled.div`
  display: grid;
  gap: 2px;
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-3);
  font-size: var(--ui-font-size-sm);

  & > strong {
    font-weight: 600;
  }
  & > span {
    color: var(--ui-fg-muted);
  }
`;

export const AlertItem = styled.li`
  display: grid;
  gap: 2px;
  padding-block: var(--ui-space-2);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
  font-size: var(--ui-font-size-sm);

  & > span {
    color: var(--ui-fg-muted);
    font-size: var(--ui-font-size-xs);
  }
`;

export const EmptyLine = styled.p`
  margin-block: var(--ui-space-4);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  text-align: center;
`;
