import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Ring = styled.span`
  display: inline-block;
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  border-radius: var(--ui-radius-full);
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  opacity: 0.8;
  animation: ${spin} 800ms linear infinite;
  vertical-align: middle;

  &[data-size='sm'] {
    inline-size: 14px;
    block-size: 14px;
  }
  &[data-size='lg'] {
    inline-size: 32px;
    block-size: 32px;
    border-width: 3px;
  }
`;
