import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStories } from '../resources/framework/stories.tsx';
import {
  forbiddenMock,
  quietJobUpdates,
  sampleScripts,
  scriptsErrorMock,
  scriptsLoadingMock,
  scriptsMock,
} from './jobs.samples.ts';
import { JobScriptsDocument } from './operations.ts';
import ScriptsPage from './ScriptsPage.tsx';

const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Pages/Scripts',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

const story = pageStories({
  path: '/miscellaneous/scripts',
  url: '/miscellaneous/scripts',
  element: <ScriptsPage />,
  mocks: [quietJobUpdates],
});

const cardsShown = (async ({ canvasElement }) => {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('form')).toHaveLength(sampleScripts.length),
    WAIT,
  );
}) satisfies Parameters<typeof story>[1];

/** Each script with its description, parameters (a switch, a date, a number), Run and its last runs. */
export const Filled = story([scriptsMock(sampleScripts)], cardsShown);
export const Empty = story([scriptsMock([])], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('main h2')).not.toBeNull(), WAIT);
});
export const Loading = story([scriptsLoadingMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), WAIT);
});
export const Error = story([scriptsErrorMock], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[role="alert"] button')).not.toBeNull(), WAIT);
});
export const Forbidden = story([forbiddenMock(JobScriptsDocument)], async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('form')).toBeNull(), WAIT);
  await waitFor(() => expect(canvasElement.querySelector('main h1')).not.toBeNull(), WAIT);
});
/** Run asks first, showing the parameters it will run with. */
export const ConfirmRun = story([scriptsMock(sampleScripts)], async (context) => {
  await cardsShown(context);
  const form = context.canvasElement.querySelectorAll('form')[2]!;
  await userEvent.click(within(form as HTMLElement).getByRole('button', { name: /Run|تشغيل/ }));
  await waitFor(() => expect(within(document.body).getByRole('alertdialog')).toBeTruthy(), WAIT);
});
