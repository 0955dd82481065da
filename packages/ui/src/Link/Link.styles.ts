import styled from 'styled-components';

export const StyledLink = styled.a`
  display: inline;
  border-radius: var(--ui-radius-sm);
  color: var(--ui-fg-accent);
  font-weight: 500;
  text-decoration: none;
  text-underline-offset: 0.2em;
  text-decoration-thickness: 1px;
  cursor: pointer;
  transition: color var(--ui-duration);

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }

  &[data-tone='muted'] {
    color: var(--ui-fg-muted);
    font-weight: 400;
  }
  &[data-tone='muted']:hover {
    color: var(--ui-fg-default);
  }

  &[data-inline] {
    text-decoration: underline;
  }
  &[data-inline]:hover {
    text-decoration-thickness: 2px;
  }

  & > svg {
    display: inline-block;
    inline-size: 0.9em;
    block-size: 0.9em;
    margin-inline-start: 0.2em;
    vertical-align: -0.05em;
  }
`;
