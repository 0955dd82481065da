import styled from 'styled-components';

export const StyledTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  max-inline-size: 100%;
  block-size: 24px;
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-muted);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  &[data-removable] {
    padding-inline-end: 2px;
  }
  &[data-size='sm'] {
    block-size: 20px;
    padding-inline: var(--ui-space-1);
    font-size: var(--ui-font-size-xs);
  }

  &[data-tone='accent'] {
    background: var(--ui-bg-accent-subtle);
    border-color: var(--ui-border-accent);
    color: var(--ui-fg-accent);
  }
  &[data-tone='info'] {
    background: var(--ui-bg-info-subtle);
    border-color: var(--ui-border-info);
    color: var(--ui-fg-info);
  }
  &[data-tone='success'] {
    background: var(--ui-bg-success-subtle);
    border-color: var(--ui-border-success);
    color: var(--ui-fg-success);
  }
  &[data-tone='warning'] {
    background: var(--ui-bg-warning-subtle);
    border-color: var(--ui-border-warning);
    color: var(--ui-fg-warning);
  }
  &[data-tone='danger'] {
    background: var(--ui-bg-danger-subtle);
    border-color: var(--ui-border-danger);
    color: var(--ui-fg-danger);
  }

  /* Muted rather than the disabled grey: the label must stay readable (AA) while inactive. */
  &[data-disabled] {
    background: var(--ui-bg-subtle);
    border-color: var(--ui-border-subtle);
    border-style: dashed;
    color: var(--ui-fg-muted);
  }

  & > svg {
    flex: none;
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const TagLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 18px;
  block-size: 18px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background-color var(--ui-duration);

  &:hover {
    background: var(--ui-bg-active);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &:disabled {
    cursor: not-allowed;
    background: transparent;
  }
  & > svg {
    inline-size: 12px;
    block-size: 12px;
  }
`;
