import { yupResolver } from '@hookform/resolvers/yup';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { canAccess, ERROR_CODES } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  PageHeader,
  SaveBar,
  Skeleton,
  Stack,
  Tabs,
  useToast,
} from '@market/ui';
import { Save, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useBlocker, useNavigate, useParams } from 'react-router';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { useNameRecord } from '../../shell/recordTitle.tsx';
import { RecordNotFound } from './RecordNotFound.tsx';
import { withVariables } from './documents.ts';
import { errorCode, failureMessage, fieldErrors, loadFailureMessage } from './errors.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormColumns, FormMain, FormSide } from './FormColumns.ts';
import { layoutFormSections, type LaidOutSection } from './formLayout.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { useReferenceChoice } from './references.tsx';
import { resourceMessages as m } from './messages.ts';
import { RULES } from './rules.ts';
import { translateRuleMessage } from './ruleMessages.ts';
import type { FieldDescription, RecordSection, ResourceDescription, ResourceRow } from './types.ts';

type FormValues = FieldValues;
type RecordValues = ResourceRow & Record<string, unknown>;

export interface EditPageProps<Row extends ResourceRow> {
  description: ResourceDescription<Row>;
}

/** Kinds whose empty value is null rather than '' (numbers, amounts, dates). */
const EMPTY_IS_NULL = new Set<FieldDescription['kind']>(['number', 'money', 'date', 'datetime']);

/** The form's values for a record (or the rule defaults for a new one); empty text is ''. */
export function formValues(
  fields: readonly FieldDescription[],
  defaults: Record<string, unknown>,
  record?: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record ? record[field.name] : defaults[field.name];
    values[field.name] =
      field.kind === 'switch'
        ? Boolean(value)
        : field.kind === 'multiReference'
          ? (value ?? [])
          : (value ?? (EMPTY_IS_NULL.has(field.kind) ? null : ''));
  }
  return values;
}

// Lists (a multiReference's values) compare by content.
const same = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : (a ?? '') === (b ?? '');

/** Any entity's create (no id) and edit page: domain rules, server field errors, conflicts, history. */
export function EditPage<Row extends ResourceRow>({ description }: EditPageProps<Row>) {
  const { role } = useSessionUser();
  const { id } = useParams();
  if (!canAccess(role, description.resource)) return <ForbiddenPage />;
  // An entity staff never create here (orders): its bare /edit route leads back to the list.
  if (!id && !description.documents.create) return <Navigate to={description.path} replace />;
  return <AllowedEditPage description={description} />;
}

interface Conflict {
  /** The record as saved now, or null when someone deleted it. */
  theirs: RecordValues | null;
  mine: FormValues;
}

function AllowedEditPage<Row extends ResourceRow>({ description }: EditPageProps<Row>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useToast();
  const { id } = useParams();
  const { fields, rules: ruleName } = (!id && description.createForm) || description;
  const rules = RULES[ruleName];
  const defaults = useMemo(() => rules.getDefault() as Record<string, unknown>, [rules]);

  const { data, loading, error, refetch } = useQuery(withVariables(description.documents.get), {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const record = data?.record ?? null;

  const form = useForm<FormValues>({
    resolver: yupResolver(rules) as unknown as Resolver<FormValues>,
    defaultValues: formValues(fields, defaults),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  // The version this edit started from; the server refuses a save from an older one (CONFLICT).
  // After a conflict the user may take the newer saved record as the new starting point.
  const [newerBase, setNewerBase] = useState<RecordValues | null>(null);
  const base = newerBase ?? record;
  useEffect(() => {
    if (record) reset(formValues(fields, defaults, record));
  }, [record, fields, defaults, reset]);

  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The record went away while open (a save, delete or reload found it gone): the page says so.
  const [gone, setGone] = useState(false);
  // Set once saved or deleted: the blocker lets that navigation through, then the effect leaves.
  const [finished, setFinished] = useState(false);
  // Read during render so react-hook-form keeps the dirty state up to date.
  // Sections (opening hours, members) with unsaved changes, by id.
  const [dirtySections, setDirtySections] = useState<ReadonlySet<string>>(new Set());
  const isDirty = formState.isDirty || dirtySections.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !finished && !gone && currentLocation.pathname !== nextLocation.pathname,
  );
  const setSectionDirty = useCallback((section: string, dirty: boolean) => {
    setDirtySections((current) => {
      if (current.has(section) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  // A section's save bumped the record's version (its fields are unchanged): the form goes on from it.
  const setBaseVersion = useCallback(
    (version: number) => setNewerBase((current) => ({ ...(current ?? record!), version })),
    [record],
  );
  // Bumped whenever the record is taken again from the server (reload, a conflict's "their version"):
  // the sections remount and load theirs too, so none saves over changes it has not seen.
  const [sectionEpoch, setSectionEpoch] = useState(0);
  const reloadRecord = useCallback(async () => {
    setNewerBase(null);
    setSectionEpoch((n) => n + 1);
    const { data: fresh } = await refetch();
    if (fresh?.record) reset(formValues(fields, defaults, fresh.record));
    else if (fresh) setGone(true);
  }, [refetch, reset, fields, defaults]);
  useEffect(() => {
    if (finished) void navigate(description.path);
  }, [finished, navigate, description.path]);

  const singular = intl.formatMessage(description.messages.singular);
  const listTitle = intl.formatMessage(description.messages.title);

  const leaveToList = () => setFinished(true);

  const pick = (values: FormValues) => Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));

  // Why the last save failed, shown in the save bar until the next save or a discard.
  const [saveError, setSaveError] = useState<string | null>(null);

  const showFailure = (e: unknown) => {
    const serverFields = fieldErrors(e);
    const known = Object.keys(serverFields).filter((name) => fields.some((f) => f.name === name));
    for (const name of known) setError(name, { type: 'server', message: serverFields[name] });
    const failure = intl.formatMessage(known.length === 0 ? failureMessage(e) : m.checkFields);
    setSaveError(failure);
    if (known.length === 0) toast({ tone: 'error', title: failure });
  };

  // The loaded record's values again (a new record: the rule's defaults); a section's own edits stay.
  const discard = () => {
    setSaveError(null);
    reset(formValues(fields, defaults, base));
  };

  const save = async (values: FormValues, version: number | undefined) => {
    setSaveError(null);
    const input = pick(values);
    try {
      if (!id) {
        const create = description.documents.create;
        if (!create) return;
        await client.mutate({ mutation: withVariables(create), variables: { input } });
        toast({ tone: 'success', title: intl.formatMessage(m.added) });
      } else {
        const update = description.documents.update;
        if (!update) return;
        await client.mutate({
          mutation: withVariables(update),
          variables: { id, version, patch: input },
        });
        toast({ tone: 'success', title: intl.formatMessage(m.updated) });
      }
      leaveToList();
    } catch (e) {
      if (id && errorCode(e) === ERROR_CODES.NOT_FOUND) {
        setGone(true);
        return;
      }
      if (id && errorCode(e) === ERROR_CODES.CONFLICT) {
        // no-cache: the form's own query must keep the version this edit started from.
        const current = await client
          .query({
            query: withVariables(description.documents.get),
            variables: { id },
            fetchPolicy: 'no-cache',
          })
          .then((r) => r.data?.record ?? null)
          .catch(() => null);
        setConflict({ theirs: current, mine: values });
        return;
      }
      showFailure(e);
    }
  };

  const onSubmit = handleSubmit(
    (values) => save(values, base?.version),
    () => setSaveError(intl.formatMessage(m.checkFields)),
  );
  const formId = useId();
  const layout = useMemo(
    () => layoutFormSections(fields, description.formSections),
    [fields, description.formSections],
  );
  // The bar shows while the form differs from the loaded record (a section's edits have their own save).
  const barOpen = formState.isDirty;

  const deleteRecord = async () => {
    const remove = description.documents.delete;
    if (!id || !base || !remove) return;
    try {
      await client.mutate({
        mutation: withVariables(remove),
        variables: { id, version: base.version },
      });
      toast({ tone: 'success', title: intl.formatMessage(m.deleted) });
      leaveToList();
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.NOT_FOUND) {
        setGone(true);
        return;
      }
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  const translate = (message: string | undefined) => translateRuleMessage(intl, message);

  const recordName = record ? description.rowLabel(record as unknown as Row) : null;
  useNameRecord(id ? recordName : null);

  // While the record loads the heading is the list's title alone (no dangling "Languages:").
  const title = id
    ? record
      ? `${listTitle}: ${recordName}`
      : listTitle
    : intl.formatMessage(m.add, { singular });

  // The id names no record (the server answers null), or it was deleted while open.
  if (
    id &&
    (gone || (data && !record && !loading) || (error && errorCode(error) === ERROR_CODES.NOT_FOUND))
  ) {
    return (
      <>
        <PageHeader title={listTitle} back={{ href: description.path, label: listTitle }} />
        <RecordNotFound
          singular={singular}
          listTitle={listTitle}
          listPath={description.path}
          deleted={gone}
        />
      </>
    );
  }

  if (id && error && !record) {
    return (
      <>
        <PageHeader title={listTitle} back={{ href: description.path, label: listTitle }} />
        <Alert
          tone="danger"
          title={intl.formatMessage(loadFailureMessage(error, m.loadRecordError))}
          action={
            <Button size="sm" onClick={() => void refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </>
    );
  }

  const renderField = (field: FieldDescription) => (
    <Controller
      key={field.name}
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <FormFieldInput
          field={field}
          fields={fields}
          control={control}
          record={record}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={translate(fieldState.error?.message)}
          translate={translate}
        />
      )}
    />
  );

  // Save stays in the form while it is clean (the save bar takes it over once there are changes).
  const showDelete = Boolean(id && base && description.documents.delete);
  const actions =
    !barOpen || showDelete ? (
      <Stack direction="row" gap={2}>
        {!barOpen && (
          <Button
            type="submit"
            variant="primary"
            iconStart={<Save aria-hidden />}
            loading={formState.isSubmitting}
          >
            {intl.formatMessage(m.save)}
          </Button>
        )}
        {showDelete && (
          <Button
            type="button"
            variant="danger"
            iconStart={<Trash2 aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            {intl.formatMessage(m.delete)}
          </Button>
        )}
      </Stack>
    ) : null;

  const sectionCard = ({ section, fields: own }: LaidOutSection) => (
    <Card
      key={section?.id ?? 'more'}
      id={`form-section-${section?.id ?? 'more'}`}
      title={intl.formatMessage(section?.title ?? m.moreFields)}
    >
      <Stack gap={4}>{own.map(renderField)}</Stack>
    </Card>
  );

  const loadingForm = Boolean(id && loading && !record);
  const skeleton = (
    <Card>
      <Skeleton.Root label={title}>
        <Skeleton.Text lines={6} />
      </Skeleton.Root>
    </Card>
  );
  const formProps = {
    id: formId,
    noValidate: true,
    onSubmit: (e: FormEvent) => void onSubmit(e),
    'aria-label': title,
  };

  const recordSections =
    base &&
    description.sections?.map((section) => (
      <SectionCard
        key={`${section.id}:${sectionEpoch}`}
        section={section}
        record={base}
        onVersionChange={setBaseVersion}
        reload={reloadRecord}
        onDirtyChange={setSectionDirty}
      />
    ));

  const saveBar = (
    <SaveBar
      open={barOpen}
      form={formId}
      message={intl.formatMessage(m.unsaved)}
      saveLabel={intl.formatMessage(m.save)}
      discardLabel={intl.formatMessage(m.discard)}
      onDiscard={discard}
      saving={formState.isSubmitting}
      error={saveError}
    />
  );

  // Sections: the main cards and the record's own sections in the wide column, status and visibility in
  // the side column (under them on narrow screens). Without: one card of fields, as before.
  const details: ReactNode = loadingForm ? (
    skeleton
  ) : layout ? (
    <FormColumns data-has-side={layout.side.length > 0 ? '' : undefined}>
      <FormMain>
        <form {...formProps}>
          <Stack gap={4}>
            {layout.main.map(sectionCard)}
            {actions}
          </Stack>
        </form>
        {recordSections}
      </FormMain>
      {layout.side.length > 0 && <FormSide>{layout.side.map(sectionCard)}</FormSide>}
    </FormColumns>
  ) : (
    <>
      <Card>
        <form {...formProps}>
          <Stack gap={4}>
            {fields.map(renderField)}
            {actions}
          </Stack>
        </form>
      </Card>
      {recordSections}
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        back={{
          href: description.path,
          label: listTitle,
          onClick: (e) => {
            e.preventDefault();
            void navigate(description.path);
          },
        }}
      />
      {id ? (
        <Tabs.Root defaultValue="details">
          <Tabs.List aria-label={title}>
            <Tabs.Trigger value="details">{intl.formatMessage(m.details)}</Tabs.Trigger>
            <Tabs.Trigger value="history">{intl.formatMessage(m.history)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="details">
            <Stack gap={4}>
              {details}
              {saveBar}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="history">
            <Card>
              <HistoryPanel entityType={description.entityType} id={id} />
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <Stack gap={4}>
          {details}
          {saveBar}
        </Stack>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        tone="danger"
        title={intl.formatMessage(m.leaveTitle)}
        description={intl.formatMessage(m.leaveText)}
        confirmLabel={intl.formatMessage(m.leaveConfirm)}
        cancelLabel={intl.formatMessage(m.stay)}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        tone="danger"
        title={intl.formatMessage(m.deleteOneTitle, { singular })}
        description={intl.formatMessage(m.deleteText)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={deleteRecord}
      />

      {conflict && (
        <ConflictDialog
          conflict={conflict}
          base={base}
          fields={fields}
          onClose={() => setConflict(null)}
          onReload={() => {
            if (conflict.theirs) {
              setNewerBase(conflict.theirs);
              setSectionEpoch((n) => n + 1);
              reset(formValues(fields, defaults, conflict.theirs));
            }
            setConflict(null);
          }}
          onOverwrite={() => {
            const theirs = conflict.theirs;
            setConflict(null);
            if (theirs) {
              setNewerBase(theirs);
              setSectionEpoch((n) => n + 1);
              void save(conflict.mine, theirs.version);
            }
          }}
        />
      )}
    </>
  );
}

/** A field with its currency worked out (a product's prices follow its store's currency). */
function FormFieldInput({
  field,
  fields,
  control,
  record,
  ...props
}: Omit<Parameters<typeof FieldInput>[0], 'currency'> & {
  fields: readonly FieldDescription[];
  control: Control<FormValues>;
  record: RecordValues | null;
}) {
  const source = field.currencyFrom ? fields.find((f) => f.name === field.currencyFrom) : undefined;
  const watched = useWatch({ control, name: field.currencyFrom ?? field.name, disabled: !source });
  const chosen = useReferenceChoice(
    source?.reference,
    source?.reference && typeof watched === 'string' && !/^[A-Z]{3}$/.test(watched) ? watched : '',
  );
  // The source holds a currency code itself (a store's currency) or a record that has one (a product's store).
  let currency: string | undefined;
  if (source && typeof watched === 'string' && /^[A-Z]{3}$/.test(watched)) currency = watched;
  else if (source?.reference) currency = chosen?.currencyCode ?? undefined;
  // The record's own currency (e.g. a product's, from its store) while a chosen store is being looked up.
  if (!currency && field.currencyFrom && typeof record?.currencyCode === 'string') {
    currency = record.currencyCode;
  }
  return <FieldInput field={field} currency={currency} {...props} />;
}

/** One extra section of an existing record, in its own card under the form. */
function SectionCard({
  section,
  record,
  onVersionChange,
  reload,
  onDirtyChange,
}: {
  section: RecordSection;
  record: RecordValues;
  onVersionChange: (version: number) => void;
  reload: () => Promise<void>;
  onDirtyChange: (section: string, dirty: boolean) => void;
}) {
  const intl = useIntl();
  const Section = section.component;
  const setDirty = useCallback(
    (dirty: boolean) => onDirtyChange(section.id, dirty),
    [onDirtyChange, section.id],
  );
  return (
    <Card title={intl.formatMessage(section.title)}>
      <Section
        record={record}
        version={record.version}
        onVersionChange={onVersionChange}
        reload={reload}
        onDirtyChange={setDirty}
      />
    </Card>
  );
}

/** A searched reference's value by its record's label (the id until it is looked up). */
function ChoiceLabel({
  field,
  value,
  show,
}: {
  field: FieldDescription;
  value: unknown;
  show: (value: unknown) => string;
}) {
  const id = typeof value === 'string' ? value : '';
  const choice = useReferenceChoice(field.reference, id);
  return <>{choice ? choice.label : show(value)}</>;
}

function ConflictDialog({
  conflict,
  base,
  fields,
  onClose,
  onReload,
  onOverwrite,
}: {
  conflict: Conflict;
  base: RecordValues | null;
  fields: readonly FieldDescription[];
  onClose: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const intl = useIntl();
  const { theirs, mine } = conflict;
  const changed = theirs ? fields.filter((f) => !same(base?.[f.name], theirs[f.name])) : [];
  const show = (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
      ? intl.formatMessage(m.empty)
      : Array.isArray(value)
        ? value.join(', ')
        : String(value);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={intl.formatMessage(m.conflictTitle)}
        description={intl.formatMessage(m.conflictText)}
        size="md"
      >
        <Dialog.Body>
          {!theirs ? (
            <Alert tone="danger" title={intl.formatMessage(m.conflictDeleted)} />
          ) : changed.length === 0 ? (
            <p>{intl.formatMessage(m.conflictNoFieldChanged)}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.conflictField)}</th>
                  <th scope="col">{intl.formatMessage(m.conflictTheirs)}</th>
                  <th scope="col">{intl.formatMessage(m.conflictYours)}</th>
                </tr>
              </thead>
              <tbody>
                {changed.map((f) => (
                  <tr key={f.name}>
                    <th scope="row">{intl.formatMessage(f.label)}</th>
                    <td>
                      {f.reference ? (
                        <ChoiceLabel field={f} value={theirs[f.name]} show={show} />
                      ) : (
                        show(theirs[f.name])
                      )}
                    </td>
                    <td>
                      {f.reference ? (
                        <ChoiceLabel field={f} value={mine[f.name]} show={show} />
                      ) : (
                        show(mine[f.name])
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onReload} disabled={!theirs}>
            {intl.formatMessage(m.reload)}
          </Button>
          <Button variant="danger" onClick={onOverwrite} disabled={!theirs}>
            {intl.formatMessage(m.overwrite)}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
