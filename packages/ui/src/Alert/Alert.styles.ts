import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: var(--ui-border-width) solid var(--ui-border-info);
  border-inline-start-width: 4px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-info-subtle);
  color: var(--ui-fg-default);
  --alert-icon: var(--ui-fg-info);

  &[data-tone='success'] {
    border-color: var(--ui-border-success);
    background: var(--ui-bg-success-subtle);
    --alert-icon: var(--ui-fg-success);
  }
  &[data-tone='warning'] {
    border-color: var(--ui-border-warning);
    background: var(--ui-bg-warning-subtle);
    --alert-icon: var(--ui-fg-warning);
  }
  &[data-tone='danger'] {
    border-color: var(--ui-border-danger);
    background: var(--ui-bg-danger-subtle);
    --alert-icon: var(--ui-fg-danger);
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--alert-icon);
  /* Centre the icon on the first line of the title. */
  margin-block-start: calc((var(--ui-font-size-md) * var(--ui-line-height) - 18px) / 2);

  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const Text = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: var(--ui-font-weight-strong);
`;

export const Description = styled.div`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-fg-default);
`;

export const Action = styled.div`
  flex: none;
  align-self: center;
`;

export const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
  margin-block: calc(var(--ui-space-1) * -1);
  margin-inline-end: calc(var(--ui-space-2) * -1);
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-muted);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-default);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
