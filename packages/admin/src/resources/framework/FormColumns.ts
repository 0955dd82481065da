// The sectioned edit page: one column on narrow screens, the main cards beside a side column from 1200 px.
import styled from 'styled-components';

export const FormColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;

  @media (min-width: 1200px) {
    &[data-has-side] {
      grid-template-columns: minmax(0, 1fr) minmax(16rem, 20rem);
    }
  }
`;

export const FormMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-inline-size: 0;
`;

export const FormSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-inline-size: 0;
`;
