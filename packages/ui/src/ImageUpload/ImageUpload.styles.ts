import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  inline-size: 320px;
  max-inline-size: 100%;
`;

export const DropZone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  min-block-size: 160px;
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
    inline-size: 28px;
    block-size: 28px;
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

export const Preview = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 160px;
  padding: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-bg-subtle);
  overflow: hidden;

  & > img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 240px;
    object-fit: contain;
    border-radius: var(--ui-radius-md);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
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

export const ProgressRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  inline-size: 100%;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const ProgressTrack = styled.div`
  position: relative;
  overflow: hidden;
  block-size: 6px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-active);
`;

// The filled share is data: it arrives through --progress in the style attribute.
export const ProgressFill = styled.div`
  block-size: 100%;
  inline-size: var(--progress);
  border-radius: inherit;
  background: var(--ui-bg-accent-solid);
  transition: inline-size var(--ui-duration);
`;
