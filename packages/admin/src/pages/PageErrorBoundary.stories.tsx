import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pageStories } from '../resources/framework/stories.tsx';
import { PageError } from './PageErrorBoundary.tsx';

// A product page that threw: the 500 screen in place of the page, with the ways back.
const story = pageStories({
  path: '/catalog/stores',
  url: '/catalog/stores',
  element: <PageError error={new Error('Cannot read properties of undefined')} path="/catalog/stores" />,
});

const meta = {
  title: 'Pages/PageError',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const Default = story([], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[role="alert"] a')).not.toBeNull(), {
    timeout: 10_000,
  });
});
