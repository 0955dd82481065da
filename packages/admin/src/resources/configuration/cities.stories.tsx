import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { cities } from './cities.tsx';

const nasrCity = {
  __typename: 'City',
  id: 'ct1',
  version: 2,
  name: 'Nasr City',
  stateId: 's1',
  stateName: 'Cairo',
};
const stories = resourceStories(cities, {
  rows: [
    { __typename: 'City', id: 'ct2', version: 1, name: 'Dokki', stateId: 's3', stateName: 'Giza' },
    nasrCity,
    { __typename: 'City', id: 'ct3', version: 3, name: 'Smouha', stateId: 's2', stateName: 'Alexandria' },
  ],
  record: nasrCity,
  options: {
    stateId: [
      { __typename: 'State', id: 's2', name: 'Alexandria' },
      { __typename: 'State', id: 's1', name: 'Cairo' },
      { __typename: 'State', id: 's3', name: 'Giza' },
    ],
  },
});

// The cities screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/Cities',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListForbidden = stories.ListForbidden;
export const EditNew = stories.EditNew;
export const EditExisting = stories.EditExisting;
export const EditInvalid = stories.EditInvalid;
export const EditLoading = stories.EditLoading;
