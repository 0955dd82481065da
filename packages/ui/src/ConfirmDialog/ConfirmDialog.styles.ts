import { AlertDialog } from 'radix-ui';
import styled from 'styled-components';
import {
  contentStyles,
  descriptionStyles,
  overlayStyles,
  titleStyles,
} from '../internal/overlay/overlay.styles.ts';

export { Footer } from '../internal/overlay/overlay.styles.ts';

export const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;

export const Content = styled(AlertDialog.Content)`
  ${contentStyles}
  inline-size: min(440px, 100%);
`;

export const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;

export const Description = styled(AlertDialog.Description)`
  ${descriptionStyles}
`;

export const ConfirmHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  padding: var(--ui-space-5) var(--ui-space-5) var(--ui-space-3);
`;

export const Extra = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: 0 var(--ui-space-5) var(--ui-space-4);

  &:empty {
    display: none;
  }
`;
