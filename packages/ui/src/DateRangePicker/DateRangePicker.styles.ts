import styled from 'styled-components';

export const PanelLayout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
`;

export const PresetList = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-inline-size: 128px;
  padding-inline-end: var(--ui-space-3);
  border-inline-end: var(--ui-border-width) solid var(--ui-border-subtle);
`;

export const PresetButton = styled.button`
  display: block;
  inline-size: 100%;
  padding: var(--ui-space-1) var(--ui-space-2);
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-default);
  text-align: start;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
  }
  &[aria-pressed='true'] {
    background: var(--ui-bg-accent-subtle);
    color: var(--ui-fg-accent);
    font-weight: 500;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;
