import { Progress } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  inline-size: 100%;
`;

export const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-fg-default);

  &[data-hidden] {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const ValueText = styled.span`
  color: var(--ui-fg-muted);
  font-variant-numeric: tabular-nums;
`;

export const Track = styled(Progress.Root)`
  position: relative;
  overflow: hidden;
  inline-size: 100%;
  block-size: 8px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-muted);
  box-shadow: inset 0 0 0 var(--ui-border-width) var(--ui-border-default);

  &[data-size='sm'] {
    block-size: 4px;
  }
`;

const sweep = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

export const Indicator = styled(Progress.Indicator)`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: var(--progress-fill, 0%);
  border-radius: inherit;
  background: var(--ui-bg-accent-solid);
  transition: inline-size var(--ui-duration-slow) ease-out;

  [data-tone='success'] > & {
    background: var(--ui-bg-success-solid);
  }
  [data-tone='danger'] > & {
    background: var(--ui-bg-danger-solid);
  }

  /* Unknown length: a segment sweeps across; with motion off it rests in the middle. */
  &[data-state='indeterminate'] {
    inline-size: 40%;
    inset-inline-start: 30%;
    animation: ${sweep} calc(var(--ui-duration-slow) * 5) ease-in-out infinite;
  }
`;
