import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-strong);
  color: var(--ui-fg-default);
`;

export const Lead = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
`;

/** A line of secondary links under a form ("No account yet? Register"). */
export const FormFooter = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-fg-muted);
  text-align: center;
`;

/** The "Forgot password?" link sits at the inline end, under the password. */
export const EndAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  font-size: var(--ui-font-size-sm);
`;

/** The big status code of the 404 and 500 pages. */
export const StatusCode = styled.p`
  margin: 0;
  font-size: calc(var(--ui-font-size-2xl) * 2);
  font-weight: var(--ui-font-weight-strong);
  color: var(--ui-fg-accent);
  line-height: 1;
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
`;
