import styled from 'styled-components';
import { Avatar } from 'radix-ui';

export const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  inline-size: 32px;
  block-size: 32px;
  vertical-align: middle;

  &[data-size='sm'] {
    inline-size: 24px;
    block-size: 24px;
  }
  &[data-size='lg'] {
    inline-size: 40px;
    block-size: 40px;
  }
  &[data-size='xl'] {
    inline-size: 56px;
    block-size: 56px;
  }
`;

export const Root = styled(Avatar.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  block-size: 100%;
  overflow: hidden;
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-accent-subtle);
  color: var(--ui-fg-accent);
  user-select: none;

  [data-shape='square'] > & {
    border-radius: var(--ui-radius-md);
  }
  [data-color='blue'] > & {
    background: var(--ui-bg-info-subtle);
    color: var(--ui-fg-info);
  }
  [data-color='green'] > & {
    background: var(--ui-bg-success-subtle);
    color: var(--ui-fg-success);
  }
  [data-color='amber'] > & {
    background: var(--ui-bg-warning-subtle);
    color: var(--ui-fg-warning);
  }
`;

export const Image = styled(Avatar.Image)`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

export const Fallback = styled(Avatar.Fallback)`
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1;

  [data-size='sm'] & {
    font-size: 10px;
  }
  [data-size='lg'] & {
    font-size: var(--ui-font-size-md);
  }
  [data-size='xl'] & {
    font-size: var(--ui-font-size-xl);
  }
`;

export const StatusDot = styled.span`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: 30%;
  block-size: 30%;
  min-inline-size: 8px;
  min-block-size: 8px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-gray-9);
  box-shadow: 0 0 0 2px var(--ui-bg-surface);

  &[data-status='online'] {
    background: var(--ui-green-9);
  }
  &[data-status='away'] {
    background: var(--ui-amber-9);
  }
  &[data-status='busy'] {
    background: var(--ui-red-9);
  }
`;
