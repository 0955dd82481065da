import styled from 'styled-components';
import { Button } from '../Button/index.ts';

// Button's variants, sizes and busy state, squared: the inline size follows the control height.
export const StyledIconButton = styled(Button)`
  &[data-size] {
    inline-size: var(--ui-control-height-md);
    padding-inline: 0;
  }
  &[data-size='sm'] {
    inline-size: var(--ui-control-height-sm);
  }
  &[data-size='lg'] {
    inline-size: var(--ui-control-height-lg);
  }
  &[data-size='lg'] > svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;
