import { useMutation, useQuery } from '@apollo/client/react';
import { canAccess, ERROR_CODES } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  DescriptionList,
  EmptyState,
  FormField,
  Heading,
  Link,
  NumberField,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  TextField,
  useToast,
} from '@market/ui';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../i18n/index.ts';
import ForbiddenPage from '../pages/ForbiddenPage.tsx';
import { errorCode, fieldErrors, failureMessage } from '../resources/framework/errors.ts';
import { resourceMessages } from '../resources/framework/messages.ts';
import { useSessionUser } from '../session/index.ts';
import { PAGES } from '../shell/pages.ts';
import { titles } from '../shell/titles.ts';
import { JobDetail } from './JobDetail.tsx';
import { JobStatus } from './JobParts.tsx';
import { jobMessages as m } from './messages.ts';
import {
  JobScriptsDocument,
  RunScriptDocument,
  type JobScriptData,
  type JobScriptParamData,
} from './operations.ts';
import { initialParams, paramText, type ScriptParams } from './scriptParams.ts';

/** `/miscellaneous/scripts`: the maintenance scripts, each with its parameters, Run and its last runs. */
export default function ScriptsPage() {
  const { role } = useSessionUser();
  if (!canAccess(role, 'scripts')) return <ForbiddenPage />;
  return <AllowedScriptsPage />;
}

function AllowedScriptsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(JobScriptsDocument);
  const scripts = data?.jobScripts;
  if (errorCode(error) === ERROR_CODES.FORBIDDEN) return <ForbiddenPage />;
  return (
    <>
      <PageHeader title={intl.formatMessage(titles.scripts)} subtitle={intl.formatMessage(m.scriptsIntro)} />
      {loading && !scripts ? (
        <Card>
          <Skeleton.Root label={intl.formatMessage(m.loading)}>
            <Skeleton.Text lines={6} />
          </Skeleton.Root>
        </Card>
      ) : error && !scripts ? (
        <Alert
          tone="danger"
          title={intl.formatMessage(m.loadFailed)}
          action={
            <Button size="sm" onClick={() => void refetch()}>
              {intl.formatMessage(m.retryLoad)}
            </Button>
          }
        />
      ) : !scripts || scripts.length === 0 ? (
        <Card>
          <EmptyState title={intl.formatMessage(m.noScripts)} headingLevel={2} />
        </Card>
      ) : (
        scripts.map((script) => <ScriptCard key={script.name} script={script} onRan={() => void refetch()} />)
      )}
    </>
  );
}

function ScriptCard({ script, onRan }: { script: JobScriptData; onRan: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const { toast } = useToast();
  const [values, setValues] = useState<ScriptParams>(() => initialParams(script.params));
  const [dryRun, setDryRun] = useState(script.supportsDryRun);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [started, setStarted] = useState<string | null>(null);
  const [runScript] = useMutation(RunScriptDocument);

  const missing = script.params.filter(
    (p) => p.required && (values[p.name] === null || values[p.name] === undefined || values[p.name] === ''),
  );
  const run = async () => {
    setErrors({});
    try {
      const result = await runScript({
        variables: { name: script.name, params: values, dryRun: script.supportsDryRun && dryRun },
      });
      if (result.data) setStarted(result.data.runScript.id);
      toast({ tone: 'success', title: intl.formatMessage(m.started) });
      onRan();
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(fields);
      if (Object.keys(fields).length === 0) throw e;
    }
  };
  const jobsPath = PAGES.jobs.path;

  return (
    <Card title={script.title} subtitle={<bdi>{script.name}</bdi>} headingLevel={2}>
      <Stack gap={4}>
        <Text>{script.description}</Text>
        <form
          aria-label={script.title}
          onSubmit={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          <Stack gap={3}>
            {script.params.map((param) => (
              <ParamInput
                key={param.name}
                param={param}
                value={values[param.name]}
                error={errors[param.name] ?? errors[`params.${param.name}`]}
                onChange={(value) => setValues((current) => ({ ...current, [param.name]: value }))}
              />
            ))}
            {script.supportsDryRun && (
              <Checkbox
                label={intl.formatMessage(m.dryRun)}
                checked={dryRun}
                onCheckedChange={(checked) => setDryRun(checked === true)}
              />
            )}
            <div>
              <Button
                type="submit"
                variant="primary"
                iconStart={<Play aria-hidden />}
                disabled={missing.length > 0}
              >
                {intl.formatMessage(m.run)}
              </Button>
            </div>
          </Stack>
        </form>
        {started && <JobDetail id={started} full={false} />}
        {started && (
          <RouterLink to={`${jobsPath}?job=${started}`}>{intl.formatMessage(m.openJob)}</RouterLink>
        )}
        <Stack gap={2}>
          <Heading level={3} size="sm">
            {intl.formatMessage(m.lastRuns)}
          </Heading>
          {script.lastRuns.length === 0 ? (
            <Text size="sm" tone="muted">
              {intl.formatMessage(m.neverRun)}
            </Text>
          ) : (
            <Stack gap={2}>
              {script.lastRuns.map((job) => (
                <Stack key={job.id} direction="row" gap={2} align="center" wrap>
                  <JobStatus status={job.status} size="sm" />
                  <Link asChild>
                    <RouterLink to={`${jobsPath}?job=${job.id}`}>{format.dateTime(job.createdAt)}</RouterLink>
                  </Link>
                  <Text size="sm" tone="muted">
                    <bdi>{job.startedByEmail ?? intl.formatMessage(m.system)}</bdi>
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.runTitle, { title: script.title })}
        description={intl.formatMessage(script.params.length > 0 ? m.runText : m.noParameters)}
        confirmLabel={intl.formatMessage(m.run)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={run}
        getErrorMessage={(e) => intl.formatMessage(failureMessage(e))}
      >
        {script.params.length > 0 && (
          <DescriptionList
            layout="inline"
            items={script.params.map((param) => ({
              key: param.name,
              term: param.label,
              detail: <bdi>{paramText(param, values[param.name], intl)}</bdi>,
            }))}
          />
        )}
        {script.supportsDryRun && dryRun && <Text size="sm">{intl.formatMessage(m.runDry)}</Text>}
      </ConfirmDialog>
    </Card>
  );
}

function ParamInput({
  param,
  value,
  error,
  onChange,
}: {
  param: JobScriptParamData;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const intl = useIntl();
  switch (param.type) {
    case 'int':
      return (
        <NumberField
          label={param.label}
          required={param.required}
          error={error}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          step={1}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          label={param.label}
          checked={value === true}
          onCheckedChange={(c) => onChange(c === true)}
        />
      );
    case 'date':
      return (
        <FormField label={param.label} required={param.required} error={error}>
          <DatePicker
            placeholder={intl.formatMessage(resourceMessages.datePlaceholder)}
            clearLabel={intl.formatMessage(resourceMessages.dateClear)}
            calendarLabel={intl.formatMessage(resourceMessages.dateChoose)}
            value={typeof value === 'string' ? value : null}
            onChange={onChange}
            locale={intl.locale}
            clearable={!param.required}
          />
        </FormField>
      );
    default:
      return (
        <TextField
          label={param.label}
          required={param.required}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
