import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  inline-size: 360px;
  max-inline-size: 100%;
`;

export const DropZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2) var(--ui-space-3);
  padding: var(--ui-space-5);
  border: 2px dashed var(--ui-border-default);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-bg-subtle);
  color: var(--ui-fg-muted);
  text-align: center;
  transition:
    border-color var(--ui-duration),
    background-color var(--ui-duration);

  & > svg {
    inline-size: 24px;
    block-size: 24px;
  }
  &[data-drag-over] {
    border-color: var(--ui-border-focus);
    background: var(--ui-bg-accent-subtle);
  }
  &[data-invalid] {
    border-color: var(--ui-border-danger);
  }
  &[data-disabled] {
    background: var(--ui-bg-muted);
    border-color: var(--ui-border-subtle);
  }
`;

export const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);

  & > svg {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    color: var(--ui-fg-success);
  }
`;

export const FileText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const FileName = styled.span`
  color: var(--ui-fg-default);
  font-weight: 500;
  overflow-wrap: anywhere;
`;

export const FileSize = styled.span`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);
`;
