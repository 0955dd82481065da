import styled, { css, keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

// Pieces are purely visual: the container carries the role, the label and aria-busy.
const piece = css`
  display: block;
  background-color: var(--ui-bg-hover);
  background-image: linear-gradient(
    90deg,
    var(--ui-bg-hover) 0%,
    var(--ui-bg-active) 50%,
    var(--ui-bg-hover) 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  inline-size: 100%;
`;

export const Line = styled.span`
  ${piece};
  block-size: 0.75em;
  border-radius: var(--ui-radius-sm);
  inline-size: 100%;

  &[data-last] {
    inline-size: 60%;
  }
`;

export const Circle = styled.span`
  ${piece};
  flex: none;
  inline-size: 40px;
  block-size: 40px;
  border-radius: var(--ui-radius-full);
`;

export const Rect = styled.span`
  ${piece};
  inline-size: 100%;
  block-size: var(--ui-control-height-md);
  border-radius: var(--ui-radius-md);
`;
