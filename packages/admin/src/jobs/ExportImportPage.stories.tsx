import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStories } from '../resources/framework/stories.tsx';
import ExportImportPage from './ExportImportPage.tsx';
import {
  importEntitiesMock,
  importReportMock,
  jobDetailMock,
  quietJobUpdates,
  reportWithErrors,
  succeededJob,
} from './jobs.samples.ts';
import { ImportEntitiesDocument, StartImportCheckDocument } from './operations.ts';

const WAIT = { timeout: 10_000 };
const again = { maxUsageCount: Number.POSITIVE_INFINITY };

const meta = {
  title: 'Pages/ExportImport',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

const checkJob = {
  ...succeededJob,
  id: '00000000-0000-4000-8000-000000000021',
  type: 'import-check',
  params: { entity: 'products', mode: 'create-only' },
  summary: { rows: 1200, errors: 3 },
  file: null,
};

const story = pageStories({
  path: '/miscellaneous/export-import',
  url: '/miscellaneous/export-import',
  element: <ExportImportPage upload={() => Promise.resolve('/uploads/sample.csv')} />,
  mocks: [quietJobUpdates],
});

const ready = (async ({ canvasElement }) => {
  await waitFor(() => {
    expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(2);
  }, WAIT);
}) satisfies Parameters<typeof story>[1];

/** Both panels, nothing chosen yet. */
export const Filled = story([importEntitiesMock], ready);
export const Loading = story(
  [
    {
      request: { query: ImportEntitiesDocument, variables: () => true },
      delay: Number.POSITIVE_INFINITY,
      ...again,
    },
  ],
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), WAIT);
  },
);
export const Error = story(
  [
    {
      request: { query: ImportEntitiesDocument, variables: () => true },
      error: new globalThis.Error('Down'),
      ...again,
    },
  ],
  async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"] button')).not.toBeNull(), WAIT);
  },
);

/** Products chosen, a file checked: three problems listed, the full report to download, Import disabled. */
export const CheckReportWithErrors = story(
  [
    importEntitiesMock,
    {
      request: { query: StartImportCheckDocument, variables: () => true },
      result: { data: { startImportCheck: checkJob } },
      ...again,
    },
    jobDetailMock(checkJob),
    importReportMock(reportWithErrors),
  ],
  async (context) => {
    await ready(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('combobox')[1]!);
    await userEvent.click(await within(document.body).findByRole('option', { name: /Products|المنتجات/ }));
    const input = context.canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['store_slug,sku,name,price_minor\n'], 'products.csv', { type: 'text/csv' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Check|فحص)$/ }));
    await waitFor(() => expect(context.canvasElement.querySelectorAll('tbody tr')).toHaveLength(3), WAIT);
  },
);
