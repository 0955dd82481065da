import styled from 'styled-components';
import { InputElement } from '../internal/field/field.styles.ts';

export const SearchInput = styled(InputElement)`
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
    display: none;
  }
`;
