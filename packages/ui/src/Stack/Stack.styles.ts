import styled from 'styled-components';

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-inline-size: 0;
  margin: 0;
  padding: 0;

  ul&,
  ol& {
    list-style: none;
  }
  fieldset& {
    border: 0;
  }

  &[data-direction='row'] {
    flex-direction: row;
  }

  &[data-gap='0'] {
    gap: 0;
  }
  &[data-gap='1'] {
    gap: var(--ui-space-1);
  }
  &[data-gap='2'] {
    gap: var(--ui-space-2);
  }
  &[data-gap='4'] {
    gap: var(--ui-space-4);
  }
  &[data-gap='5'] {
    gap: var(--ui-space-5);
  }
  &[data-gap='6'] {
    gap: var(--ui-space-6);
  }
  &[data-gap='8'] {
    gap: var(--ui-space-8);
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }

  &[data-wrap] {
    flex-wrap: wrap;
  }
`;
