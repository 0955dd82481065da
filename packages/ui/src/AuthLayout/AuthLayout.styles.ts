import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);

  &[data-background='gray'] {
    background: var(--ui-bg-muted);
  }
  /* The "image" look: layered accent gradients, dark enough for white text everywhere. */
  &[data-background='image'] {
    background:
      radial-gradient(circle at 85% 85%, var(--ui-accent-10), transparent 45%),
      linear-gradient(160deg, var(--ui-accent-solid), var(--ui-accent-solid-hover));
  }
`;

export const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-6);
  padding: var(--ui-space-8) var(--ui-space-4);
`;

export const Brand = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-strong);
  color: var(--ui-fg-default);

  [data-background='image'] > main > & {
    color: var(--ui-fg-on-solid);
  }
  & > svg {
    inline-size: 28px;
    block-size: 28px;
    color: var(--ui-fg-accent);
  }
  [data-background='image'] > main > & > svg {
    color: var(--ui-fg-on-solid);
  }
`;

export const Card = styled.div`
  inline-size: 100%;
  max-inline-size: 420px;
  padding: var(--ui-space-8);
  background: var(--ui-bg-surface);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-lg);
`;

export const Footer = styled.footer`
  flex: none;
  padding: var(--ui-space-4);
  text-align: center;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  [data-background='image'] > & {
    color: var(--ui-fg-on-solid);
  }
`;
