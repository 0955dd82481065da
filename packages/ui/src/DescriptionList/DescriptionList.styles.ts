import styled from 'styled-components';

export const List = styled.dl`
  --columns: 1;
  display: grid;
  --column-gap: var(--ui-space-6);
  /* At most --columns columns, fewer once a column would be narrower than 180px. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(180px, calc((100% - (var(--columns) - 1) * var(--column-gap)) / var(--columns))), 1fr)
  );
  gap: var(--ui-space-4) var(--column-gap);
  margin: 0;

  &[data-columns='2'] {
    --columns: 2;
  }
  &[data-columns='3'] {
    --columns: 3;
  }
`;

export const Pair = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-inline-size: 0;

  &[data-full-width] {
    grid-column: 1 / -1;
  }
  [data-layout='inline'] > & {
    flex-direction: row;
    gap: var(--ui-space-3);
  }
`;

export const Term = styled.dt`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  [data-layout='inline'] > * > & {
    flex: none;
    inline-size: 40%;
    max-inline-size: 180px;
  }
`;

export const Detail = styled.dd`
  margin: 0;
  color: var(--ui-fg-default);
  overflow-wrap: anywhere;
  white-space: pre-line;
  min-inline-size: 0;

  &[data-empty] {
    color: var(--ui-fg-muted);
  }
`;
