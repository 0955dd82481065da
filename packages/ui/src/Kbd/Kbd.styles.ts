import styled from 'styled-components';

export const Combo = styled.kbd`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  font: inherit;
  /* Key order is the order the keys are pressed in, in every language. */
  direction: ltr;
  unicode-bidi: isolate;
`;

export const Keycap = styled.kbd`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 1.75em;
  padding-block: 1px;
  padding-inline: var(--ui-space-1);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-block-end-width: 2px;
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-subtle);
  color: var(--ui-fg-default);
  font-family: var(--ui-font-family);
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
  line-height: 1.4;
  white-space: nowrap;

  &[data-size='sm'] {
    font-size: var(--ui-font-size-xs);
    padding-block: 0;
  }
`;

export const Plus = styled.span`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-xs);
`;
