import styled from 'styled-components';

export const StyledText = styled.span`
  margin: 0;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-md);
  font-weight: 400;
  line-height: var(--ui-line-height);

  &[data-size='xs'] {
    font-size: var(--ui-font-size-xs);
  }
  &[data-size='sm'] {
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    font-size: var(--ui-font-size-lg);
  }
  &[data-size='xl'] {
    font-size: var(--ui-font-size-xl);
  }

  &[data-tone='muted'] {
    color: var(--ui-fg-muted);
  }
  &[data-tone='accent'] {
    color: var(--ui-fg-accent);
  }
  &[data-tone='danger'] {
    color: var(--ui-fg-danger);
  }
  &[data-tone='success'] {
    color: var(--ui-fg-success);
  }
  &[data-tone='warning'] {
    color: var(--ui-fg-warning);
  }

  &[data-weight='medium'] {
    font-weight: 500;
  }
  &[data-weight='strong'] {
    font-weight: var(--ui-font-weight-strong);
  }

  &[data-truncate] {
    display: block;
    max-inline-size: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
