import { Label } from 'radix-ui';
import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-inline-size: 0;
`;

export const FieldLabel = styled(Label.Root)`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  line-height: var(--ui-line-height);
  overflow-wrap: anywhere;

  &[data-disabled] {
    color: var(--ui-fg-muted);
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: var(--ui-space-1);
  color: var(--ui-fg-danger);
`;

export const FieldHint = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;

export const FieldError = styled.p`
  margin: 0;
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;
