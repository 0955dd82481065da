import styled from 'styled-components';
import { Separator } from 'radix-ui';

export const StyledDivider = styled(Separator.Root)`
  flex: none;
  border: 0;
  margin: 0;
  background: var(--ui-border-default);

  &[data-orientation='horizontal'] {
    block-size: var(--ui-border-width);
    inline-size: 100%;
    margin-block: var(--ui-space-3);
  }
  &[data-orientation='vertical'] {
    inline-size: var(--ui-border-width);
    align-self: stretch;
    min-block-size: 1em;
    margin-inline: var(--ui-space-3);
  }

  &[data-labelled] {
    display: flex;
    align-items: center;
    gap: var(--ui-space-3);
    background: none;
    color: var(--ui-fg-muted);
    font-size: var(--ui-font-size-sm);
  }
  &[data-labelled][data-orientation='horizontal'] {
    block-size: auto;
  }
  &[data-labelled][data-orientation='vertical'] {
    inline-size: auto;
    flex-direction: column;
  }

  &[data-spacing='0'] {
    margin: 0;
  }
  &[data-spacing='1'][data-orientation='horizontal'] {
    margin-block: var(--ui-space-1);
  }
  &[data-spacing='2'][data-orientation='horizontal'] {
    margin-block: var(--ui-space-2);
  }
  &[data-spacing='4'][data-orientation='horizontal'] {
    margin-block: var(--ui-space-4);
  }
  &[data-spacing='6'][data-orientation='horizontal'] {
    margin-block: var(--ui-space-6);
  }
  &[data-spacing='8'][data-orientation='horizontal'] {
    margin-block: var(--ui-space-8);
  }
  &[data-spacing='1'][data-orientation='vertical'] {
    margin-inline: var(--ui-space-1);
  }
  &[data-spacing='2'][data-orientation='vertical'] {
    margin-inline: var(--ui-space-2);
  }
  &[data-spacing='4'][data-orientation='vertical'] {
    margin-inline: var(--ui-space-4);
  }
  &[data-spacing='6'][data-orientation='vertical'] {
    margin-inline: var(--ui-space-6);
  }
  &[data-spacing='8'][data-orientation='vertical'] {
    margin-inline: var(--ui-space-8);
  }
`;

export const Line = styled.span`
  flex: 1 1 0;
  background: var(--ui-border-default);

  [data-orientation='horizontal'] > & {
    block-size: var(--ui-border-width);
  }
  [data-orientation='vertical'] > & {
    inline-size: var(--ui-border-width);
    min-block-size: var(--ui-space-4);
  }
`;

export const Label = styled.span`
  flex: none;
  line-height: 1.2;
`;
