import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  display: flex;
  min-block-size: 100vh;
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);

  &[data-gray-background] {
    background: var(--ui-bg-muted);
  }
  /* The whole app capped and centred, with the page canvas showing on both sides. */
  &[data-app-max-width] {
    max-inline-size: 1200px;
    margin-inline: auto;
    border-inline: var(--ui-border-width) solid var(--ui-border-subtle);
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: var(--ui-z-toast);
  inset-block-start: var(--ui-space-2);
  inset-inline-start: var(--ui-space-2);
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-accent-solid);
  color: var(--ui-fg-on-solid);
  font-weight: 600;
  text-decoration: none;
  translate: 0 calc(-100% - var(--ui-space-4));

  &:focus,
  &:focus-visible {
    translate: none;
  }
`;

export const MenuColumn = styled.div`
  flex: none;
  position: sticky;
  inset-block-start: 0;
  z-index: var(--ui-z-menu);
  block-size: 100vh;

  &[data-unfixed] {
    position: static;
    block-size: auto;
  }
`;

export const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const TopMenuRow = styled.div`
  &[data-fixed] {
    position: sticky;
    inset-block-start: 0;
    z-index: var(--ui-z-sticky);
  }
`;

export const Main = styled.main`
  flex: 1 0 auto;
  padding: var(--ui-space-6);

  &:focus {
    outline: none;
    box-shadow: none;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);

  &[data-max-width] {
    max-inline-size: 960px;
    margin-inline: auto;
  }
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: var(--ui-control-height-md);
  block-size: var(--ui-control-height-md);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;
