import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Alert,
  Button,
  ConfirmDialog,
  DescriptionList,
  formatFileSize,
  Heading,
  JobLog,
  Link,
  Skeleton,
  Stack,
  Text,
  useToast,
} from '@market/ui';
import { Download, RotateCcw, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureMessage } from '../resources/framework/errors.ts';
import { useFormat } from '../i18n/index.ts';
import { writeJobUnlessStale } from './jobCache.ts';
import { JobProgressBar, JobStatus, jobTypeLabel } from './JobParts.tsx';
import { jobMessages as m } from './messages.ts';
import {
  CancelJobDocument,
  isActive,
  isRetryable,
  JobDetailDocument,
  JobUpdatedDocument,
  RetryJobDocument,
  type JobDetailData,
} from './operations.ts';

const text = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const entries = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

export interface JobDetailProps {
  id: string;
  /** Shows the log (the jobs page); the inline views of the other pages show progress and file only. */
  full?: boolean;
  /** Called with the new job after Retry (a retry may create a new job). */
  onRetried?: (job: JobDetailData) => void;
}

/** How often a queued or running job is read again besides its live events. */
const ACTIVE_JOB_READ_MS = 3_000;

/** One job, live: status, progress, parameters, result, log and file, with Cancel and Retry. */
export function JobDetail({ id, full = true, onRetried }: JobDetailProps) {
  const intl = useIntl();
  const format = useFormat();
  const { toast } = useToast();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(JobDetailDocument, {
    variables: { id },
  });
  // The server pushes every change of this job; Apollo merges it into the cached Job by id.
  useSubscription(JobUpdatedDocument, { variables: { id } });
  // A live event can come before the first load's answer; the app's cache (AppCache) does not let that older
  // answer undo the event's ended state. An event can also be missed (a reconnect): while the job is queued
  // or running it is read again every few seconds, so a view never stays on "Running" for a finished job.
  const active = data?.job ? isActive(data.job.status) : false;
  useEffect(() => {
    if (!active) return undefined;
    startPolling(ACTIVE_JOB_READ_MS);
    return stopPolling;
  }, [active, startPolling, stopPolling]);
  // Not written by Apollo as they come: an answer can arrive after a newer live event (see jobCache.ts).
  const client = useApolloClient();
  const [cancelJob] = useMutation(CancelJobDocument, { fetchPolicy: 'no-cache' });
  const [retryJob] = useMutation(RetryJobDocument, { fetchPolicy: 'no-cache' });
  const [confirming, setConfirming] = useState<'cancel' | 'retry' | null>(null);

  const job = data?.job;
  if (loading && !job) {
    return (
      <Skeleton.Root label={intl.formatMessage(m.loading)}>
        <Skeleton.Rect blockSize={24} inlineSize="30%" />
        <Skeleton.Rect blockSize={8} />
        <Skeleton.Text lines={4} />
      </Skeleton.Root>
    );
  }
  if (error && !job) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage(m.loadFailed)}
        action={
          <Button size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(m.retryLoad)}
          </Button>
        }
      />
    );
  }
  if (!job) return <Alert tone="warning" title={intl.formatMessage(m.notFound)} />;

  const type = jobTypeLabel(intl, job.type);
  const params = entries(job.params);
  const summary = entries(job.summary);
  const act = async (which: 'cancel' | 'retry') => {
    try {
      if (which === 'cancel') {
        const result = await cancelJob({ variables: { id: job.id } });
        if (result.data) writeJobUnlessStale(client.cache, result.data.cancelJob);
        toast({ tone: 'success', title: intl.formatMessage(m.cancelAsked) });
      } else {
        const result = await retryJob({ variables: { id: job.id } });
        if (result.data) writeJobUnlessStale(client.cache, result.data.retryJob);
        toast({ tone: 'success', title: intl.formatMessage(m.retried) });
        if (result.data) onRetried?.(result.data.retryJob);
      }
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  return (
    <Stack gap={4} data-job-id={job.id}>
      <Stack direction="row" gap={2} align="center" justify="between" wrap>
        <JobStatus status={job.status} />
        <Stack direction="row" gap={2}>
          {isActive(job.status) && (
            <Button
              size="sm"
              variant="danger"
              iconStart={<Square aria-hidden />}
              onClick={() => setConfirming('cancel')}
            >
              {intl.formatMessage(m.cancel)}
            </Button>
          )}
          {isRetryable(job.status) && (
            <Button size="sm" iconStart={<RotateCcw aria-hidden />} onClick={() => setConfirming('retry')}>
              {intl.formatMessage(m.retry)}
            </Button>
          )}
        </Stack>
      </Stack>
      <JobProgressBar job={job} label={type} />
      {job.error && <Alert tone="danger" title={intl.formatMessage(m.error)} description={job.error} />}
      {job.file ? (
        <Stack gap={1}>
          <Link href={job.file.url} download={job.file.name}>
            <Download aria-hidden size={14} />{' '}
            {intl.formatMessage(m.download, {
              name: job.file.name,
              size: formatFileSize(job.file.bytes, intl.locale),
            })}
          </Link>
          <Text size="sm" tone="muted">
            {intl.formatMessage(m.fileExpires, { date: format.dateTime(job.file.expiresAt) })}
          </Text>
        </Stack>
      ) : null}
      <DescriptionList
        columns={2}
        items={[
          { term: intl.formatMessage(m.type), detail: type },
          {
            term: intl.formatMessage(m.startedBy),
            detail: job.startedByEmail ?? intl.formatMessage(m.system),
          },
          { term: intl.formatMessage(m.createdAt), detail: format.dateTime(job.createdAt) },
          {
            term: intl.formatMessage(m.startedAt),
            detail: job.startedAt ? format.dateTime(job.startedAt) : '—',
          },
          {
            term: intl.formatMessage(m.finishedAt),
            detail: job.finishedAt ? format.dateTime(job.finishedAt) : '—',
          },
          {
            term: intl.formatMessage(m.attempts),
            detail: intl.formatMessage(m.attemptsValue, { attempts: job.attempts, max: job.maxAttempts }),
          },
        ]}
      />
      <Stack gap={2}>
        <Heading level={3} size="sm">
          {intl.formatMessage(m.parameters)}
        </Heading>
        {params.length === 0 ? (
          <Text size="sm" tone="muted">
            {intl.formatMessage(m.noParameters)}
          </Text>
        ) : (
          <DescriptionList
            layout="inline"
            items={params.map(([key, value]) => ({ key, term: key, detail: <bdi>{text(value)}</bdi> }))}
          />
        )}
      </Stack>
      {summary.length > 0 && (
        <Stack gap={2}>
          <Heading level={3} size="sm">
            {intl.formatMessage(m.summary)}
          </Heading>
          <DescriptionList
            layout="inline"
            items={summary.map(([key, value]) => ({
              key,
              term: key,
              detail: typeof value === 'number' ? format.number(value) : <bdi>{text(value)}</bdi>,
            }))}
          />
        </Stack>
      )}
      {full && (
        <Stack gap={2}>
          <Heading level={3} size="sm">
            {intl.formatMessage(m.log)}
          </Heading>
          <JobLog
            lines={job.log}
            locale={intl.locale}
            label={intl.formatMessage(m.logOf, { type })}
            emptyText={intl.formatMessage(m.logEmpty)}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone={confirming === 'cancel' ? 'danger' : 'default'}
        title={intl.formatMessage(confirming === 'cancel' ? m.cancelTitle : m.retryTitle)}
        description={intl.formatMessage(confirming === 'cancel' ? m.cancelText : m.retryText)}
        confirmLabel={intl.formatMessage(confirming === 'cancel' ? m.cancel : m.retry)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={() => (confirming ? act(confirming) : undefined)}
      />
    </Stack>
  );
}
