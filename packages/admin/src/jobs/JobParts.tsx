// The pieces every data-jobs page shows: a job's status, progress and type in the current language.
import { JobProgress, JobStatusBadge, type JobStatus } from '@market/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { jobMessages as m } from './messages.ts';
import type { JobRowData } from './operations.ts';

export function statusLabels(intl: IntlShape): Record<JobStatus, string> {
  return {
    queued: intl.formatMessage(m.queued),
    running: intl.formatMessage(m.running),
    succeeded: intl.formatMessage(m.succeeded),
    failed: intl.formatMessage(m.failed),
    cancelled: intl.formatMessage(m.cancelled),
  };
}

/** "Export", "Import check", "Script: verify-ledger"; an unknown type as it is stored. */
export function jobTypeLabel(intl: IntlShape, type: string): string {
  if (type === 'export' || type.startsWith('export:')) return intl.formatMessage(m.typeExport);
  if (type === 'import-check') return intl.formatMessage(m.typeImportCheck);
  if (type === 'import-commit') return intl.formatMessage(m.typeImportCommit);
  if (type === 'notification-delivery') return intl.formatMessage(m.typeNotification);
  if (type.startsWith('script:')) return intl.formatMessage(m.typeScript, { name: type.slice(7) });
  return type;
}

export function JobStatus({ status, size }: { status: string; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return <JobStatusBadge status={status} labels={statusLabels(intl)} size={size} />;
}

export function JobProgressBar({
  job,
  label,
  compact = false,
}: {
  job: Pick<JobRowData, 'status' | 'progressDone' | 'progressTotal'>;
  label: string;
  compact?: boolean;
}) {
  const intl = useIntl();
  return (
    <JobProgress
      label={label}
      done={job.progressDone}
      total={job.progressTotal}
      status={job.status}
      locale={intl.locale}
      size={compact ? 'sm' : 'md'}
      hideLabel={compact}
      formatValue={({ percent, done, total }) =>
        total === null ? done : intl.formatMessage(m.progressValue, { percent, done, total })
      }
      formatCount={(done) => intl.formatMessage(m.progressCount, { done })}
    />
  );
}
