import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { states } from './states.tsx';

const cairo = { __typename: 'State', id: 's1', version: 5, name: 'Cairo', code: 'C', cityCount: 12 };
const stories = resourceStories(states, {
  rows: [
    { __typename: 'State', id: 's2', version: 1, name: 'Alexandria', code: 'ALX', cityCount: 4 },
    cairo,
    { __typename: 'State', id: 's3', version: 2, name: 'Giza', code: 'GZ', cityCount: 0 },
  ],
  record: cairo,
});

// The states screens in every state, with mocked GraphQL (framework/stories.tsx).
const meta = {
  title: 'Pages/Resources/States',
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
