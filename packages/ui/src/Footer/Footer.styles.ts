import styled from 'styled-components';

export const FooterRoot = styled.footer`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding-block: var(--ui-space-5);
  padding-inline: var(--ui-space-6);
  border-block-start: var(--ui-border-width) solid var(--ui-border-subtle);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  &[data-variant='v2'] {
    align-items: center;
    text-align: center;
  }
  &[data-variant='v4'] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    padding-block: var(--ui-space-3);
  }
`;

export const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3) var(--ui-space-6);

  &[data-separated] {
    padding-block-start: var(--ui-space-3);
    border-block-start: var(--ui-border-width) solid var(--ui-border-subtle);
  }
`;

export const FooterText = styled.p`
  margin: 0;
  max-inline-size: 60ch;
`;

export const ProductName = styled.span`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);

  [data-variant='v4'] & {
    font-size: var(--ui-font-size-sm);
  }
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  [data-variant='v2'] & {
    justify-content: center;
  }
`;

export const FooterLink = styled.a`
  border-radius: var(--ui-radius-sm);
  color: var(--ui-fg-muted);
  text-decoration: none;

  &:hover {
    color: var(--ui-fg-default);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;

export const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--ui-space-2);
`;
