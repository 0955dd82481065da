import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { AppCache } from '../graphql/cache.ts';
import { catalogues } from '../i18n/catalogues.ts';
import { ResourceHarness } from '../resources/framework/testing.tsx';
import { createFakeSessionActor, fakeAdmin } from '../session/testing.ts';
import { createSettingsStore } from '../shell/settings/index.ts';
import { fakeSupport } from '../shell/testing.tsx';
import ExportImportPage from './ExportImportPage.tsx';
import { JobDetail } from './JobDetail.tsx';
import {
  ALL_JOBS,
  failedJob,
  importEntitiesMock,
  importReportMock,
  jobDetailMock,
  jobsListMock,
  quietJobUpdates,
  reportWithErrors,
  runningJob,
  sampleScripts,
  scriptsMock,
  succeededJob,
} from './jobs.samples.ts';
import { jobsFilter, readJobsQuery } from './jobsQuery.ts';
import { uploadCsv } from './uploadCsv.ts';
import JobsPage from './JobsPage.tsx';
import {
  CancelJobDocument,
  JobDetailDocument,
  JobsListDocument,
  RetryJobDocument,
  RunScriptDocument,
  StartExportDocument,
  StartImportCheckDocument,
  StartImportDocument,
} from './operations.ts';
import ScriptsPage from './ScriptsPage.tsx';

configure({ asyncUtilTimeout: 10_000 });

function renderAt(
  path: string,
  url: string,
  element: React.ReactElement,
  mocks: MockLink.MockedResponse[],
  user?: typeof fakeSupport,
) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  render(<ResourceHarness path={url} mocks={mocks} router={router} user={user} />);
  return router;
}

describe('jobs URL state', () => {
  it('keeps only valid filters and turns days into the viewer’s day bounds', () => {
    const query = readJobsQuery(new URLSearchParams('status=bogus&from=2026-11-01&to=nope&page=0&who=me'));
    expect(query).toMatchObject({ status: '', from: '2026-11-01', to: '', page: 1, who: 'me' });
    expect(readJobsQuery(new URLSearchParams('who=someone')).who).toBe('');
    const filter = jobsFilter({ ...query, status: 'failed', type: 'export' }, 'staff-1')!;
    expect(filter).toMatchObject({ status: 'failed', type: 'export', createdById: 'staff-1' });
    expect(filter.createdAt_gte).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(jobsFilter(readJobsQuery(new URLSearchParams()))).toBeNull();
  });
});

// Whole pages in jsdom on the shared two-core machine: slower than the 15 s default under load.
describe('JobsPage', { timeout: 60_000 }, () => {
  it('lists jobs newest first with status and progress, and opens a job’s detail from its row', async () => {
    const router = renderAt('/miscellaneous/jobs', '/miscellaneous/jobs', <JobsPage />, [
      quietJobUpdates,
      jobsListMock(ALL_JOBS),
      jobDetailMock(runningJob),
    ]);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(within(table).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '1284');
    await userEvent.click(within(table).getAllByRole('row')[1]!);
    expect(router.state.location.search).toBe(`?job=${runningJob.id}`);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('log')).toHaveTextContent('Wrote 1,000 rows.');
    expect(within(dialog).getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('cancels a running job after confirmation', async () => {
    let cancelled = false;
    renderAt('/miscellaneous/jobs', `/miscellaneous/jobs?job=${runningJob.id}`, <JobsPage />, [
      quietJobUpdates,
      jobsListMock(ALL_JOBS),
      jobDetailMock(runningJob),
      {
        request: { query: CancelJobDocument, variables: { id: runningJob.id } },
        result: () => {
          cancelled = true;
          return { data: { cancelJob: { ...runningJob, status: 'cancelled' } } };
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel job' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(cancelled).toBe(true));
  });

  it('retries a failed job after confirmation and shows its download when one succeeded', async () => {
    let retried = false;
    renderAt('/miscellaneous/jobs', `/miscellaneous/jobs?job=${failedJob.id}`, <JobsPage />, [
      quietJobUpdates,
      jobsListMock(ALL_JOBS),
      jobDetailMock(failedJob),
      {
        request: { query: RetryJobDocument, variables: { id: failedJob.id } },
        result: () => {
          retried = true;
          return { data: { retryJob: { ...failedJob, status: 'queued' } } };
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Ledger out of balance/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(retried).toBe(true));
  });

  it('links a succeeded job’s file', async () => {
    renderAt('/miscellaneous/jobs', `/miscellaneous/jobs?job=${succeededJob.id}`, <JobsPage />, [
      quietJobUpdates,
      jobsListMock(ALL_JOBS),
      jobDetailMock(succeededJob),
    ]);
    const link = await within(await screen.findByRole('dialog')).findByRole('link', {
      name: /Download orders-2026-11-22.csv/,
    });
    expect(link).toHaveAttribute('href', '/api/jobs/files/sample-token');
  });

  it('is refused to a role without the jobs page', async () => {
    renderAt('/miscellaneous/jobs', '/miscellaneous/jobs', <JobsPage />, [], fakeSupport);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('JobDetail live updates', { timeout: 60_000 }, () => {
  it('stays cancelled when the cancel’s answer (still running) arrives after the cancelled event', async () => {
    // The subscription and the cancel answer only when the test says, in the order the server raced them.
    let onServer: typeof runningJob = runningJob;
    const held = new Map<string, Subscriber<ApolloLink.Result>>();
    const hold = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          held.set(operation.operationName ?? '', observer);
        }),
    );
    const link = ApolloLink.split(
      (operation) => ['JobUpdated', 'CancelJob'].includes(operation.operationName ?? ''),
      hold,
      // Read again while the job is active (JobDetail's polling): the server's state at that moment.
      new MockLink([
        {
          request: { query: JobDetailDocument, variables: { id: runningJob.id } },
          result: () => ({ data: { job: onServer } }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ]),
    );
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn', { user: fakeAdmin })}
        catalogues={catalogues}
      >
        <MockedProvider link={link} cache={new InMemoryCache()}>
          <JobDetail id={runningJob.id} />
        </MockedProvider>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel job' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel job' }),
    );
    await waitFor(() => expect([...held.keys()].sort()).toEqual(['CancelJob', 'JobUpdated']));

    // The job stops at its checkpoint: the event says cancelled (the row's version went 2 → 5 → 7)…
    const cancelled = {
      ...runningJob,
      status: 'cancelled',
      finishedAt: '2026-11-22T09:15:00.000Z',
      version: 7,
    };
    onServer = cancelled;
    held.get('JobUpdated')!.next({ data: { jobUpdated: cancelled } });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    // …then the cancel's own answer lands: the row as it was when the cancel was asked for.
    held.get('CancelJob')!.next({ data: { cancelJob: { ...runningJob, version: 5 } } });
    held.get('CancelJob')!.complete();
    expect(await screen.findByText('Cancel asked for')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Running')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull();

    // A retry is newer than the end it follows: queued again.
    onServer = { ...cancelled, status: 'queued', version: 8 };
    held.get('JobUpdated')!.next({ data: { jobUpdated: onServer } });
    expect(await screen.findByText('Queued')).toBeInTheDocument();
  });

  it('keeps the ended state of a live event that came before the job’s first load answered', async () => {
    // The first load and the subscription answer only when the test says: the server read the row while
    // the job ran (version 5), the job ended (version 7) and its event overtook that answer.
    const held = new Map<string, Subscriber<ApolloLink.Result>>();
    const link = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          held.set(operation.operationName ?? '', observer);
        }),
    );
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn', { user: fakeAdmin })}
        catalogues={catalogues}
      >
        <MockedProvider link={link} cache={new AppCache()}>
          <JobDetail id={runningJob.id} />
        </MockedProvider>
      </AppProviders>,
    );
    await waitFor(() => expect([...held.keys()].sort()).toEqual(['JobDetail', 'JobUpdated']));
    const ended = {
      ...succeededJob,
      id: runningJob.id,
      finishedAt: '2026-11-22T09:15:00.000Z',
      version: 7,
    };
    held.get('JobUpdated')!.next({ data: { jobUpdated: ended } });
    held.get('JobDetail')!.next({ data: { job: { ...runningJob, version: 5 } } });
    held.get('JobDetail')!.complete();
    // The first state shown is the event's, not the older answer's (no "Running" until a later read).
    const status = await screen.findByText(/^(Running|Succeeded)$/);
    expect(status).toHaveTextContent('Succeeded');
    expect(screen.queryByRole('button', { name: 'Cancel job' })).toBeNull();
    expect(await screen.findByRole('link', { name: /Download orders-2026-11-22.csv/ })).toBeInTheDocument();
  });

  it('reads a running job again until it has ended, when no live event says so', async () => {
    let reads = 0;
    const detail = {
      request: { query: JobDetailDocument, variables: { id: runningJob.id } },
      // The first read says running; the job finishes meanwhile, and its event was missed.
      result: () => {
        reads += 1;
        const job = reads === 1 ? runningJob : { ...succeededJob, id: runningJob.id, version: 9 };
        return { data: { job } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    render(
      <AppProviders
        settingsStore={createSettingsStore(null)}
        sessionActor={createFakeSessionActor('signedIn', { user: fakeAdmin })}
        catalogues={catalogues}
      >
        <MockedProvider mocks={[detail, quietJobUpdates]} cache={new InMemoryCache()}>
          <JobDetail id={runningJob.id} />
        </MockedProvider>
      </AppProviders>,
    );
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(await screen.findByText('Succeeded')).toBeInTheDocument();
    const readsWhenEnded = reads;
    // Ended: it is not read again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(reads).toBe(readsWhenEnded);
  });
});

describe('AppCache', () => {
  it('keeps a job’s newer ended state when an older answer of a query or a list is written', () => {
    const cache = new AppCache();
    const ended = { ...failedJob, version: 9 };
    cache.writeQuery({ query: JobDetailDocument, variables: { id: ended.id }, data: { job: ended } });
    // The jobs list read before the job failed: the row says running, at an older version.
    const olderRow = { ...failedJob, status: 'running', error: null, finishedAt: null, version: 6 };
    cache.writeQuery({
      query: JobsListDocument,
      variables: { filter: null, first: 25, offset: 0 },
      data: { jobs: { totalCount: 1, nodes: [olderRow] } },
    });
    const list = cache.readQuery({
      query: JobsListDocument,
      variables: { filter: null, first: 25, offset: 0 },
    });
    expect(list?.jobs.nodes[0]).toMatchObject({ status: 'failed', version: 9, error: failedJob.error });
    // A newer answer (a retry queued it again) is written as it is.
    cache.writeQuery({
      query: JobDetailDocument,
      variables: { id: ended.id },
      data: { job: { ...ended, status: 'queued', error: null, version: 10 } },
    });
    expect(cache.readQuery({ query: JobDetailDocument, variables: { id: ended.id } })?.job).toMatchObject({
      status: 'queued',
      version: 10,
    });
  });
});

describe('ScriptsPage', { timeout: 60_000 }, () => {
  it('runs a script with its parameters after a confirmation that shows them', async () => {
    let sent: unknown = null;
    const started = { ...runningJob, id: '00000000-0000-4000-8000-000000000099' };
    renderAt('/miscellaneous/scripts', '/miscellaneous/scripts', <ScriptsPage />, [
      quietJobUpdates,
      scriptsMock(sampleScripts),
      jobDetailMock(started),
      {
        request: { query: RunScriptDocument, variables: () => true },
        result: (variables) => {
          sent = variables;
          return { data: { runScript: started } };
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Resend failed notifications' });
    await userEvent.click(within(form).getByRole('button', { name: 'Run' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('At most');
    expect(confirm).toHaveTextContent('500');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(sent).toEqual({ name: 'resend-notifications', params: { limit: 500 }, dryRun: false }),
    );
    expect(await screen.findByRole('link', { name: 'Open in jobs' })).toHaveAttribute(
      'href',
      `/miscellaneous/jobs?job=${started.id}`,
    );
  });
});

describe('ExportImportPage', () => {
  it('exports what the search box shows, even when Start is pressed before its debounced change lands', async () => {
    const started = { ...runningJob, id: '00000000-0000-4000-8000-000000000031' };
    const sent: unknown[] = [];
    renderAt('/miscellaneous/export-import', '/miscellaneous/export-import', <ExportImportPage />, [
      quietJobUpdates,
      importEntitiesMock,
      jobDetailMock(started),
      {
        request: { query: StartExportDocument, variables: () => true },
        result: (variables) => {
          sent.push(variables);
          return { data: { startExport: started } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('combobox').length).toBeGreaterThanOrEqual(1));
    await user.click(screen.getAllByRole('combobox')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Products' }));
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    // Typed and started in the same tick: the search box's 300 ms debounce has not fired.
    fireEvent.change(search, { target: { value: '  Desk lamp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ entity: 'products', filter: { name_contains: 'Desk lamp' }, sort: null });

    // Emptied and started at once: no filter, as the box shows.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ entity: 'products', filter: null, sort: null });
  }, 60_000);

  it('checks an upload, shows the report and keeps Import disabled while it has errors', async () => {
    const checkJob = {
      ...succeededJob,
      id: '00000000-0000-4000-8000-000000000021',
      type: 'import-check',
      file: null,
    };
    const uploaded: string[] = [];
    renderAt(
      '/miscellaneous/export-import',
      '/miscellaneous/export-import',
      <ExportImportPage
        upload={(file) => {
          uploaded.push(file.name);
          return Promise.resolve('/uploads/x.csv');
        }}
      />,
      [
        quietJobUpdates,
        importEntitiesMock,
        {
          request: {
            query: StartImportCheckDocument,
            variables: { entity: 'products', uploadId: '/uploads/x.csv', mode: 'create-or-update' },
          },
          result: { data: { startImportCheck: checkJob } },
        },
        jobDetailMock(checkJob),
        importReportMock(reportWithErrors),
        {
          request: { query: StartImportDocument, variables: () => true },
          error: new Error('must not be called'),
        },
      ],
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('combobox')).toHaveLength(2));
    await user.click(screen.getAllByRole('combobox')[1]!);
    await user.click(await screen.findByRole('option', { name: 'Products' }));
    expect(await screen.findByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/api/import/templates/products.csv',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['sku\n'], 'products.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('radio', { name: /Create or update/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const table = await screen.findByRole('table', { name: 'Problems found' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(uploaded).toEqual(['products.csv']);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  }, 60_000);
});

describe('uploadCsv', () => {
  it('answers the uuid of the stored file, which the import mutations take as their ID', async () => {
    const id = '5095ae5e-320b-435e-8dc3-c690381aff33';
    const fake = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ url: `/uploads/${id}.csv`, kind: 'csv' }), { status: 201 }),
      )) as typeof fetch;
    expect(await uploadCsv(new File(['a,b\n'], 'x.csv', { type: 'text/csv' }), 'token', fake)).toBe(id);
  });

  it("throws the endpoint's refusal", async () => {
    const fake = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'You can only upload CSV file!' }), { status: 400 }),
      )) as typeof fetch;
    await expect(uploadCsv(new File(['x'], 'x.txt'), null, fake)).rejects.toThrow(
      'You can only upload CSV file!',
    );
  });
});
