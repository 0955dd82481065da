import styled from 'styled-components';

export const StyledHeading = styled.h2`
  margin: 0;
  color: var(--ui-fg-default);
  font-family: inherit;
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.25;

  &[data-size='xs'] {
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='sm'] {
    font-size: var(--ui-font-size-md);
  }
  &[data-size='md'] {
    font-size: var(--ui-font-size-lg);
  }
  &[data-size='lg'] {
    font-size: var(--ui-font-size-xl);
  }
  &[data-size='xl'] {
    font-size: var(--ui-font-size-2xl);
  }
  &[data-size='2xl'] {
    font-size: calc(var(--ui-font-size-2xl) + 6px);
  }

  &[data-tone='muted'] {
    color: var(--ui-fg-muted);
  }

  &[data-truncate] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
