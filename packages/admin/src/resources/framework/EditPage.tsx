import { canAccess } from '@market/domain';
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
} from '@market/ui';
import { Save, Trash2 } from 'lucide-react';
import { useCallback, useId, useMemo, type FormEvent, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { useNameRecord } from '../../shell/recordTitle.tsx';
import { RecordNotFound } from './RecordNotFound.tsx';
import { loadFailureMessage } from './errors.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormColumns, FormMain, FormSide } from './FormColumns.ts';
import { layoutFormSections, type LaidOutSection } from './formLayout.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { useReferenceChoice } from './references.tsx';
import { resourceMessages as m } from './messages.ts';
import { translateRuleMessage } from './ruleMessages.ts';
import type { FieldDescription, RecordSection, ResourceDescription, ResourceRow } from './types.ts';
import { useResourceEdit, type Conflict, type FormValues, type RecordValues } from './useResourceEdit.ts';

export { formValues } from './useResourceEdit.ts';

export interface EditPageProps<Row extends ResourceRow> {
  description: ResourceDescription<Row>;
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

type ResourceEdit = ReturnType<typeof useResourceEdit>;

function AllowedEditPage<Row extends ResourceRow>({ description }: EditPageProps<Row>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id } = useParams();
  const edit = useResourceEdit(description, id);
  const { record } = edit;
  const singular = intl.formatMessage(description.messages.singular);
  const listTitle = intl.formatMessage(description.messages.title);
  const recordName = record ? description.rowLabel(record as unknown as Row) : null;
  useNameRecord(id ? recordName : null);

  // While the record loads the heading is the list's title alone (no dangling "Languages:").
  const title = id
    ? record
      ? `${listTitle}: ${recordName}`
      : listTitle
    : intl.formatMessage(m.add, { singular });

  if (edit.notFound || edit.loadError) {
    return (
      <>
        <PageHeader title={listTitle} back={{ href: description.path, label: listTitle }} />
        {edit.notFound ? (
          <RecordNotFound
            singular={singular}
            listTitle={listTitle}
            listPath={description.path}
            deleted={edit.gone}
          />
        ) : (
          <Alert
            tone="danger"
            title={intl.formatMessage(loadFailureMessage(edit.loadError, m.loadRecordError))}
            action={
              <Button size="sm" onClick={edit.retryLoad}>
                {intl.formatMessage(m.retry)}
              </Button>
            }
          />
        )}
      </>
    );
  }

  const details = (
    <Stack gap={4}>
      <EditDetails description={description} edit={edit} title={title} />
    </Stack>
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
          <Tabs.Content value="details">{details}</Tabs.Content>
          <Tabs.Content value="history">
            <Card>
              <HistoryPanel entityType={description.entityType} id={id} />
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        details
      )}
      <EditDialogs edit={edit} singular={singular} />
    </>
  );
}

/** The form (in section cards when the description has sections), the record's sections, the save bar. */
function EditDetails<Row extends ResourceRow>({
  description,
  edit,
  title,
}: {
  description: ResourceDescription<Row>;
  edit: ResourceEdit;
  title: string;
}) {
  const intl = useIntl();
  const { fields, form, base } = edit;
  const formId = useId();
  const layout = useMemo(
    () => layoutFormSections(fields, description.formSections),
    [fields, description.formSections],
  );
  const translate = (message: string | undefined) => translateRuleMessage(intl, message);
  const renderField = (field: FieldDescription) => (
    <Controller
      key={field.name}
      control={form.control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <FormFieldInput
          field={field}
          fields={fields}
          control={form.control}
          record={edit.record}
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
  const sectionCard = ({ section, fields: own }: LaidOutSection) => (
    <Card
      key={section?.id ?? 'more'}
      id={`form-section-${section?.id ?? 'more'}`}
      title={intl.formatMessage(section?.title ?? m.moreFields)}
    >
      <Stack gap={4}>{own.map(renderField)}</Stack>
    </Card>
  );
  const formProps = {
    id: formId,
    noValidate: true,
    onSubmit: (e: FormEvent) => void edit.submit(e),
    'aria-label': title,
  };
  const actions = <FormActions description={description} edit={edit} />;
  const recordSections =
    base &&
    description.sections?.map((section) => (
      <SectionCard
        key={`${section.id}:${edit.sections.epoch}`}
        section={section}
        record={base}
        onVersionChange={edit.sections.setBaseVersion}
        reload={edit.sections.reload}
        onDirtyChange={edit.sections.setDirty}
      />
    ));

  // Sections: the main cards and the record's own sections in the wide column, status and visibility in
  // the side column (under them on narrow screens). Without: one card of fields, as before.
  const details: ReactNode = edit.loadingForm ? (
    <Card>
      <Skeleton.Root label={title}>
        <Skeleton.Text lines={6} />
      </Skeleton.Root>
    </Card>
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
      {details}
      <SaveBar
        // The bar shows while the form differs from the loaded record (a section's edits have their own save).
        open={form.formState.isDirty}
        form={formId}
        message={intl.formatMessage(m.unsaved)}
        saveLabel={intl.formatMessage(m.save)}
        discardLabel={intl.formatMessage(m.discard)}
        onDiscard={edit.discard}
        saving={form.formState.isSubmitting}
        error={edit.saveError}
      />
    </>
  );
}

/** Save stays in the form while it is clean (the save bar takes it over once there are changes); Delete. */
function FormActions<Row extends ResourceRow>({
  description,
  edit,
}: {
  description: ResourceDescription<Row>;
  edit: ResourceEdit;
}) {
  const intl = useIntl();
  const barOpen = edit.form.formState.isDirty;
  const showDelete = Boolean(edit.id && edit.base && description.documents.delete);
  if (barOpen && !showDelete) return null;
  return (
    <Stack direction="row" gap={2}>
      {!barOpen && (
        <Button
          type="submit"
          variant="primary"
          iconStart={<Save aria-hidden />}
          loading={edit.form.formState.isSubmitting}
        >
          {intl.formatMessage(m.save)}
        </Button>
      )}
      {showDelete && (
        <Button type="button" variant="danger" iconStart={<Trash2 aria-hidden />} onClick={edit.askDelete}>
          {intl.formatMessage(m.delete)}
        </Button>
      )}
    </Stack>
  );
}

/** Leave with unsaved changes?, delete this record?, and a save's conflict. */
function EditDialogs({ edit, singular }: { edit: ResourceEdit; singular: string }) {
  const intl = useIntl();
  const { blocker, conflict } = edit;
  return (
    <>
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
        open={edit.confirmingDelete}
        onOpenChange={edit.setConfirmingDelete}
        tone="danger"
        title={intl.formatMessage(m.deleteOneTitle, { singular })}
        description={intl.formatMessage(m.deleteText)}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        onConfirm={edit.deleteRecord}
      />

      {conflict && (
        <ConflictDialog
          conflict={conflict}
          base={edit.base}
          fields={edit.fields}
          onClose={edit.closeConflict}
          onReload={() => edit.takeTheirs(conflict)}
          onOverwrite={() => edit.overwrite(conflict)}
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
