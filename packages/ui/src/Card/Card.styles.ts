import styled from 'styled-components';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  background: var(--ui-card-bg);
  color: var(--ui-fg-default);
  border: var(--ui-border-width) solid var(--ui-card-border);
  border-radius: var(--ui-radius-lg);

  &[data-shadow] {
    box-shadow: var(--ui-shadow-md);
  }
  &[data-borderless] {
    border-color: transparent;
  }
  &[data-squared] {
    border-radius: 0;
  }
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4) var(--ui-space-5);
  border-block-end: var(--ui-border-width) solid var(--ui-card-border);
`;

export const CardHeading = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const CardSubtitle = styled.p`
  margin: var(--ui-space-1) 0 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: var(--ui-space-2);
  margin-inline-start: auto;
`;

export const CardBody = styled.div`
  flex: 1;
  padding: var(--ui-space-5);
  overflow-wrap: anywhere;

  &[data-flush] {
    padding: 0;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-5);
  border-block-start: var(--ui-border-width) solid var(--ui-card-border);
  color: var(--ui-fg-muted);
`;
