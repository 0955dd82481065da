import styled from 'styled-components';

export const List = styled.ol`
  --dot-size: 12px;
  --rail-inset: calc(var(--dot-size) / 2 - 1px);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  position: relative;
  padding-inline-start: calc(var(--dot-size) + var(--ui-space-4));
  padding-block-end: var(--ui-space-5);

  /* The rail sits on the inline-start side, so it moves to the right in RTL. */
  &::before {
    content: '';
    position: absolute;
    inset-inline-start: var(--rail-inset);
    inset-block: calc(var(--ui-space-1) + var(--dot-size)) 0;
    inline-size: 2px;
    background: var(--ui-border-default);
  }
  &:last-child {
    padding-block-end: 0;
  }
  &:last-child::before {
    display: none;
  }
`;

export const Dot = styled.span`
  position: absolute;
  inset-inline-start: 0;
  inset-block-start: calc(var(--ui-space-1) + 1px);
  inline-size: var(--dot-size);
  block-size: var(--dot-size);
  border-radius: var(--ui-radius-full);
  background: var(--ui-gray-9);
  box-shadow: 0 0 0 3px var(--ui-bg-surface);

  &[data-tone='accent'] {
    background: var(--ui-accent-solid);
  }
  &[data-tone='info'] {
    background: var(--ui-blue-solid);
  }
  &[data-tone='success'] {
    background: var(--ui-green-solid);
  }
  &[data-tone='warning'] {
    background: var(--ui-amber-solid);
  }
  &[data-tone='danger'] {
    background: var(--ui-red-solid);
  }
  [aria-current] > & {
    box-shadow:
      0 0 0 3px var(--ui-bg-surface),
      0 0 0 5px var(--ui-border-focus);
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: var(--ui-space-3);
  row-gap: var(--ui-space-1);
`;

export const Status = styled.span`
  font-weight: 500;
  color: var(--ui-fg-default);
  overflow-wrap: anywhere;

  [aria-current] & {
    font-weight: var(--ui-font-weight-strong);
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: var(--ui-space-2);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const CurrentBadge = styled.span`
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-accent-subtle);
  color: var(--ui-fg-accent);
  font-size: var(--ui-font-size-xs);
  font-weight: 500;
  line-height: 1.6;
`;

export const Notified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  color: var(--ui-fg-success);
  font-size: var(--ui-font-size-sm);

  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const Comment = styled.p`
  margin: var(--ui-space-2) 0 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-subtle);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
`;
