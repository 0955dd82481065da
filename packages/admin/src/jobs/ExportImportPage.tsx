import { useMutation, useQuery } from '@apollo/client/react';
import { selectAccessToken } from '@market/auth-machine';
import { canAccess } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  CheckReportTable,
  DescriptionList,
  FileUpload,
  Link,
  PageHeader,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@market/ui';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import ForbiddenPage from '../pages/ForbiddenPage.tsx';
import {
  ListFilterControls,
  listPageVariables,
  type ResourceDescription,
  type ResourceRow,
} from '../resources/framework/index.ts';
import { failureMessage } from '../resources/framework/errors.ts';
import { useSessionActorRef, useSessionUser } from '../session/index.ts';
import { PAGES } from '../shell/pages.ts';
import { titles } from '../shell/titles.ts';
import { EXPORT_ENTITIES, entityTitle } from './exportEntities.ts';
import { JobDetail } from './JobDetail.tsx';
import { jobMessages as m } from './messages.ts';
import {
  ImportEntitiesDocument,
  ImportReportDocument,
  JobDetailDocument,
  StartExportDocument,
  StartImportCheckDocument,
  StartImportDocument,
  type ImportModeValue,
} from './operations.ts';
import { UploadRefused, uploadCsv } from './uploadCsv.ts';

/** The largest CSV an import takes (the upload endpoint's limit). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The check report's rows shown in the page; the rest are in the downloadable report. */
const REPORT_ROWS = 200;

/** `/miscellaneous/export-import`: an export job of any list with its filters; a CSV import, checked first. */
export interface ExportImportPageProps {
  /** Stores the chosen CSV and resolves with its upload id; the upload endpoint by default (stories fake it). */
  upload?: (file: File, token: string | null) => Promise<string>;
}

export default function ExportImportPage({ upload = uploadCsv }: ExportImportPageProps) {
  const intl = useIntl();
  const { role } = useSessionUser();
  if (!canAccess(role, 'export-import')) return <ForbiddenPage />;
  return (
    <>
      <PageHeader title={intl.formatMessage(titles.exportImport)} />
      <ExportPanel />
      <ImportPanel upload={upload} />
    </>
  );
}

function JobLink({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Link asChild>
      <RouterLink to={`${PAGES.jobs.path}?job=${id}`}>{intl.formatMessage(m.openJob)}</RouterLink>
    </Link>
  );
}

function ExportPanel() {
  const intl = useIntl();
  const [entity, setEntity] = useState('');
  const [description, setDescription] = useState<ResourceDescription<ResourceRow> | null>(null);
  const [filter, setFilter] = useState<Record<string, string | boolean>>({});
  // Text filters as typed: their debounced change may not have reached `filter` when Start is pressed.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [startExport, { loading: starting }] = useMutation(StartExportDocument);

  const latest = useRef('');
  const choose = (key: string) => {
    latest.current = key;
    setEntity(key);
    setDescription(null);
    setFilter({});
    setTyped({});
    const chosen = EXPORT_ENTITIES.find((e) => e.key === key);
    // Only the last choice's description is kept, however the loads finish.
    if (chosen) void chosen.load().then((loaded) => latest.current === key && setDescription(loaded));
  };

  const start = async () => {
    if (!description) return;
    setProblem(null);
    const { filter: serverFilter } = listPageVariables(description, {
      page: 1,
      pageSize: 25,
      sort: null,
      filter: shownFilter(filter, typed),
    });
    try {
      const result = await startExport({ variables: { entity, filter: serverFilter, sort: null } });
      if (result.data) setJobId(result.data.startExport.id);
    } catch (e) {
      setProblem(intl.formatMessage(failureMessage(e)));
    }
  };

  return (
    <Card
      title={intl.formatMessage(m.exportTab)}
      subtitle={intl.formatMessage(m.exportIntro)}
      headingLevel={2}
    >
      <Stack gap={4}>
        <Select
          label={intl.formatMessage(m.entity)}
          placeholder={intl.formatMessage(m.chooseEntity)}
          options={EXPORT_ENTITIES.map((e) => ({ value: e.key, label: intl.formatMessage(e.title) }))}
          value={entity}
          onValueChange={choose}
        />
        {entity && !description && (
          <Skeleton.Root label={intl.formatMessage(m.loading)}>
            <Skeleton.Rect blockSize={36} />
          </Skeleton.Root>
        )}
        {description && description.filters.length > 0 && (
          <Stack gap={2}>
            <Text as="span" weight="medium">
              {intl.formatMessage(m.filters)}
            </Text>
            <Stack direction="row" gap={2} align="end" wrap>
              <ListFilterControls
                filters={description.filters}
                value={filter}
                onTyped={(name, text) => setTyped((current) => ({ ...current, [name]: text }))}
                onChange={(name, value) =>
                  setFilter((current) => {
                    const next = { ...current };
                    if (value === null || value === '') delete next[name];
                    else next[name] = value;
                    return next;
                  })
                }
              />
            </Stack>
          </Stack>
        )}
        <div>
          <Button
            variant="primary"
            iconStart={<Download aria-hidden />}
            disabled={!description}
            loading={starting}
            onClick={() => void start()}
          >
            {intl.formatMessage(m.startExport)}
          </Button>
        </div>
        {problem && <Alert tone="danger" title={problem} onDismiss={() => setProblem(null)} />}
        {jobId && (
          <Stack gap={2}>
            <JobDetail id={jobId} full={false} onRetried={(job) => setJobId(job.id)} />
            <JobLink id={jobId} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The filter on screen: the committed values with each text filter as it is typed now (trimmed; an empty box
 * is no filter), so an export started before a debounced change landed still gets what the user sees.
 */
function shownFilter(
  committed: Readonly<Record<string, string | boolean>>,
  typed: Readonly<Record<string, string>>,
): Record<string, string | boolean> {
  const shown = { ...committed };
  for (const [name, text] of Object.entries(typed)) {
    const value = text.trim();
    if (value) shown[name] = value;
    else delete shown[name];
  }
  return shown;
}

interface Checked {
  file: File;
  entity: string;
  mode: ImportModeValue;
  uploadId: string;
  jobId: string;
}

function ImportPanel({ upload }: Required<ExportImportPageProps>) {
  const intl = useIntl();
  const session = useSessionActorRef();
  const { data, loading, error, refetch } = useQuery(ImportEntitiesDocument);
  const [entity, setEntity] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportModeValue>('create-only');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [importJobId, setImportJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [startCheck] = useMutation(StartImportCheckDocument);
  const [startImport] = useMutation(StartImportDocument);

  const entities = data?.importEntities ?? [];
  const chosen = entities.find((e) => e.key === entity);
  // The check job, read from the cache its detail keeps live.
  const { data: checkData } = useQuery(JobDetailDocument, {
    variables: { id: checked?.jobId ?? '' },
    skip: !checked,
    fetchPolicy: 'cache-first',
  });
  const checkStatus = checkData?.job?.status;
  const checkDone = checkStatus === 'succeeded' || checkStatus === 'failed';
  const { data: reportData } = useQuery(ImportReportDocument, {
    variables: { jobId: checked?.jobId ?? '', first: REPORT_ROWS },
    skip: !checked || !checkDone,
  });
  const report = reportData?.importReport;
  const sameInput = checked?.file === file && checked?.entity === entity && checked?.mode === mode;
  const clean = Boolean(sameInput && checkStatus === 'succeeded' && report && report.errorCount === 0);

  const check = async () => {
    if (!file || !chosen) return;
    setProblem(null);
    setImportJobId(null);
    setBusy(true);
    try {
      const uploadId = await upload(file, selectAccessToken(session.getSnapshot()));
      const result = await startCheck({ variables: { entity, uploadId, mode } });
      if (result.data) setChecked({ file, entity, mode, uploadId, jobId: result.data.startImportCheck.id });
    } catch (e) {
      // The upload endpoint's refusal names what is wrong with the file (type, size, encoding).
      setProblem(
        e instanceof UploadRefused
          ? `${intl.formatMessage(m.uploadFailed)} ${e.message}`
          : intl.formatMessage(failureMessage(e)),
      );
    } finally {
      setBusy(false);
    }
  };
  const runImport = async () => {
    if (!checked || !clean) return;
    setProblem(null);
    setBusy(true);
    try {
      const result = await startImport({
        variables: { entity: checked.entity, uploadId: checked.uploadId, mode: checked.mode },
      });
      if (result.data) setImportJobId(result.data.startImport.id);
    } catch (e) {
      setProblem(intl.formatMessage(failureMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  const entityLabel = (key: string) => {
    const title = entityTitle(key);
    return title ? intl.formatMessage(title) : key;
  };

  return (
    <Card
      title={intl.formatMessage(m.importTab)}
      subtitle={intl.formatMessage(m.importIntro)}
      headingLevel={2}
    >
      <Stack gap={4}>
        {loading && !data ? (
          <Skeleton.Root label={intl.formatMessage(m.loading)}>
            <Skeleton.Rect blockSize={36} />
          </Skeleton.Root>
        ) : error && !data ? (
          <Alert
            tone="danger"
            title={intl.formatMessage(m.loadFailed)}
            action={
              <Button size="sm" onClick={() => void refetch()}>
                {intl.formatMessage(m.retryLoad)}
              </Button>
            }
          />
        ) : (
          <Select
            label={intl.formatMessage(m.entity)}
            placeholder={intl.formatMessage(m.chooseImport)}
            options={entities.map((e) => ({ value: e.key, label: entityLabel(e.key) }))}
            value={entity}
            onValueChange={setEntity}
          />
        )}
        {chosen && (
          <Stack gap={2}>
            <div>
              <Button asChild size="sm" iconStart={<Download aria-hidden />}>
                <a href={chosen.templateUrl} download>
                  {intl.formatMessage(m.template)}
                </a>
              </Button>
            </div>
            <DescriptionList
              layout="inline"
              items={[
                { term: intl.formatMessage(m.naturalKey), detail: <bdi>{chosen.naturalKey.join(', ')}</bdi> },
                {
                  term: intl.formatMessage(m.columns),
                  detail: (
                    <bdi>{chosen.columns.map((c) => (c.required ? `${c.name}*` : c.name)).join(', ')}</bdi>
                  ),
                },
              ]}
            />
          </Stack>
        )}
        <FileUpload
          label={intl.formatMessage(m.csvFile)}
          value={file}
          onChange={setFile}
          maxBytes={IMPORT_MAX_BYTES}
          disabled={!chosen || busy}
          chooseLabel={intl.formatMessage(m.chooseFile)}
          dropLabel={intl.formatMessage(m.dropFile)}
          removeLabel={intl.formatMessage(m.removeFile)}
          hint={intl.formatMessage(m.fileHint)}
          typeErrorMessage={intl.formatMessage(m.csvOnly)}
          sizeErrorMessage={intl.formatMessage(m.tooLarge)}
        />
        <RadioGroup
          label={intl.formatMessage(m.mode)}
          value={mode}
          onValueChange={(value) => setMode(value as ImportModeValue)}
          orientation="horizontal"
          options={[
            {
              value: 'create-only',
              label: intl.formatMessage(m.createOnly),
              description: intl.formatMessage(m.createOnlyHint),
            },
            {
              value: 'create-or-update',
              label: intl.formatMessage(m.createOrUpdate),
              description: intl.formatMessage(m.createOrUpdateHint),
            },
          ]}
        />
        <Stack direction="row" gap={2} wrap>
          <Button
            iconStart={<FileCheck2 aria-hidden />}
            disabled={!chosen || !file}
            loading={busy && !clean}
            onClick={() => void check()}
          >
            {intl.formatMessage(m.check)}
          </Button>
          <Button
            variant="primary"
            iconStart={<Upload aria-hidden />}
            disabled={!clean || Boolean(importJobId)}
            loading={busy && clean}
            onClick={() => void runImport()}
            aria-describedby={clean ? undefined : 'import-needs-check'}
          >
            {intl.formatMessage(m.import)}
          </Button>
        </Stack>
        {!clean && (
          <Text id="import-needs-check" size="sm" tone="muted">
            {intl.formatMessage(m.importNeedsCheck)}
          </Text>
        )}
        {problem && <Alert tone="danger" title={problem} onDismiss={() => setProblem(null)} />}
        {checked && (
          <Stack gap={2}>
            <JobDetail id={checked.jobId} full={false} />
            <JobLink id={checked.jobId} />
          </Stack>
        )}
        {checked && report && (
          <CheckReportTable
            errors={report.errors}
            totalRows={report.totalRows}
            errorCount={report.errorCount}
            downloadUrl={report.fileUrl}
            limit={REPORT_ROWS}
            locale={intl.locale}
            labels={{
              caption: intl.formatMessage(m.reportCaption),
              row: intl.formatMessage(m.reportRow),
              column: intl.formatMessage(m.reportColumn),
              value: intl.formatMessage(m.reportValue),
              message: intl.formatMessage(m.reportMessage),
              summary: (errors, rows) => intl.formatMessage(m.reportSummary, { errors, rows }),
              clean: (rows) => intl.formatMessage(m.reportClean, { rows }),
              truncated: (shown, errors) => intl.formatMessage(m.reportTruncated, { shown, errors }),
              download: intl.formatMessage(m.reportDownload),
            }}
          />
        )}
        {importJobId && (
          <Stack gap={2}>
            <JobDetail id={importJobId} full={false} />
            <JobLink id={importJobId} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
