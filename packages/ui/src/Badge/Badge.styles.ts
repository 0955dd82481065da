import styled from 'styled-components';

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: 6px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-accent-solid);
  color: var(--ui-fg-on-solid);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  &[data-tone='neutral'] {
    background: var(--ui-gray-11);
    color: var(--ui-fg-inverse);
  }
  &[data-tone='info'] {
    background: var(--ui-blue-solid);
  }
  &[data-tone='success'] {
    background: var(--ui-bg-success-solid);
  }
  &[data-tone='warning'] {
    background: var(--ui-amber-solid);
  }
  &[data-tone='danger'] {
    background: var(--ui-bg-danger-solid);
  }

  &[data-dot] {
    min-inline-size: 0;
    inline-size: 8px;
    block-size: 8px;
    padding: 0;
  }
  &[data-tone='neutral'][data-dot] {
    background: var(--ui-gray-9);
  }
`;
