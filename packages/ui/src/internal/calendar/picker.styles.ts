import styled from 'styled-components';

export const Field = styled.div`
  display: inline-flex;
  align-items: center;
  inline-size: 220px;
  max-inline-size: 100%;
  block-size: var(--ui-control-height-md);
  background: var(--ui-input-bg);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  color: var(--ui-fg-default);
  transition: border-color var(--ui-duration);

  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:focus-within {
    border-color: var(--ui-border-focus);
  }
  &[data-invalid] {
    border-color: var(--ui-border-danger);
  }
  &[data-disabled] {
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-subtle);
    color: var(--ui-fg-disabled);
  }
  &[data-full-width] {
    inline-size: 100%;
  }
  &[data-range] {
    inline-size: 300px;
  }
`;

export const Trigger = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  gap: var(--ui-space-2);
  min-inline-size: 0;
  block-size: 100%;
  padding-inline: var(--ui-space-3);
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  text-align: start;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-muted);
  }
`;

export const TriggerText = styled.span`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: var(--ui-fg-muted);
  }
  [data-disabled] &[data-placeholder] {
    color: var(--ui-fg-disabled);
  }
`;

export const ClearButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  margin-inline-end: var(--ui-space-2);
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
  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;
