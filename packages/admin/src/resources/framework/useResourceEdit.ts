// The logic of a record's create/edit form, without its view (in the spirit of ra-core's edit
// controller): load, not found, the form's state, save with the version check (CONFLICT), discard,
// delete, and server errors mapped to their fields. EditPage renders it for any resource.
import { yupResolver } from '@hookform/resolvers/yup';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@market/domain';
import { useToast } from '@market/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useBlocker, useNavigate } from 'react-router';
import { withVariables } from './documents.ts';
import { errorCode, failureMessage, fieldErrors } from './errors.ts';
import { resourceMessages as m } from './messages.ts';
import { RULES } from './rules.ts';
import type { FieldDescription, ResourceDescription, ResourceRow } from './types.ts';

export type FormValues = FieldValues;
export type RecordValues = ResourceRow & Record<string, unknown>;

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

/** A save refused because the record changed since this edit started. */
export interface Conflict {
  /** The record as saved now, or null when someone deleted it. */
  theirs: RecordValues | null;
  mine: FormValues;
}

type EditDescription<Row extends ResourceRow> = Pick<
  ResourceDescription<Row>,
  'documents' | 'fields' | 'rules' | 'createForm' | 'path'
>;

/**
 * A record's form: `id` undefined creates one. Saving or deleting leads back to the list; leaving with
 * unsaved changes is held by `blocker` until the user confirms.
 */
export function useResourceEdit<Row extends ResourceRow>(
  description: EditDescription<Row>,
  id: string | undefined,
) {
  const { fields, rules: ruleName } = (!id && description.createForm) || description;
  const rules = RULES[ruleName];
  const defaults = useMemo(() => rules.getDefault() as Record<string, unknown>, [rules]);
  const query = useQuery(withVariables(description.documents.get), {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const record = query.data?.record ?? null;
  const form = useForm<FormValues>({
    resolver: yupResolver(rules) as unknown as Resolver<FormValues>,
    defaultValues: formValues(fields, defaults),
  });
  const { reset } = form;
  useEffect(() => {
    if (record) reset(formValues(fields, defaults, record));
  }, [record, fields, defaults, reset]);

  const base = useBase(record);
  const sections = useSectionsDirty();
  const [gone, setGone] = useState(false);
  const leave = useLeave(description.path, form.formState.isDirty || sections.dirty, gone);
  const { take } = base;
  const { refetch } = query;
  const takeFromServer = useCallback(
    (values: RecordValues) => {
      take(values);
      reset(formValues(fields, defaults, values));
    },
    [take, reset, fields, defaults],
  );
  // The record again from the server: the form and every section start over from it (a stable
  // callback, as the sections are handed it).
  const reloadRecord = useCallback(async () => {
    take(null);
    const { data: fresh } = await refetch();
    if (fresh?.record) reset(formValues(fields, defaults, fresh.record));
    else if (fresh) setGone(true);
  }, [take, refetch, reset, fields, defaults]);
  const save = useSave({
    description,
    id,
    fields,
    form,
    base: base.current,
    onGone: () => setGone(true),
    onDone: leave.finish,
  });

  const notFound = Boolean(
    id &&
    (gone ||
      (query.data && !record && !query.loading) ||
      (query.error && errorCode(query.error) === ERROR_CODES.NOT_FOUND)),
  );
  return {
    id,
    fields,
    record,
    /** The record this edit goes on from: the loaded one, or a newer one taken after a conflict. */
    base: base.current,
    form,
    /** The id names no record, or it was deleted while open (`gone`). */
    notFound,
    gone,
    /** The record could not be loaded (not a missing record): show the error with a retry. */
    loadError: id && query.error && !record && !notFound ? query.error : undefined,
    retryLoad: () => void refetch(),
    loadingForm: Boolean(id && query.loading && !record),
    blocker: leave.blocker,
    /** Form values back to the record's (a new record: the rule's defaults); sections keep theirs. */
    discard: () => {
      save.clearError();
      reset(formValues(fields, defaults, base.current));
    },
    /** A conflict's "their version": the record as saved now becomes the form's starting point. */
    takeTheirs: (conflict: Conflict) => {
      if (conflict.theirs) takeFromServer(conflict.theirs);
      save.closeConflict();
    },
    /** A conflict's "overwrite": my values saved over the record as saved now. */
    overwrite: (conflict: Conflict) => {
      const theirs = conflict.theirs;
      save.closeConflict();
      if (theirs) {
        base.take(theirs);
        void save.saveOver(conflict.mine, theirs.version);
      }
    },
    sections: {
      /** Changes whenever the record is taken again: sections remount and load theirs too. */
      epoch: base.epoch,
      setDirty: sections.setDirty,
      setBaseVersion: base.setVersion,
      reload: reloadRecord,
    },
    ...save,
  };
}

/** The version this edit started from; after a conflict the user may go on from the newer record. */
function useBase(record: RecordValues | null) {
  const [newer, setNewer] = useState<RecordValues | null>(null);
  // Bumped whenever the record is taken again from the server (reload, a conflict's "their version"):
  // the sections remount and load theirs too, so none saves over changes it has not seen.
  const [epoch, setEpoch] = useState(0);
  const current = newer ?? record;
  // A section's save bumped the record's version (its fields are unchanged): the form goes on from it.
  const setVersion = useCallback(
    (version: number) => setNewer((known) => ({ ...(known ?? record!), version })),
    [record],
  );
  const take = useCallback((values: RecordValues | null) => {
    setNewer(values);
    setEpoch((n) => n + 1);
  }, []);
  return useMemo(() => ({ current, epoch, setVersion, take }), [current, epoch, setVersion, take]);
}

/** Sections (opening hours, members) with unsaved changes, by id. */
function useSectionsDirty() {
  const [dirtySections, setDirtySections] = useState<ReadonlySet<string>>(new Set());
  const setDirty = useCallback((section: string, dirty: boolean) => {
    setDirtySections((current) => {
      if (current.has(section) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  return { dirty: dirtySections.size > 0, setDirty };
}

/** Holds a navigation away from unsaved changes; once saved or deleted, goes back to the list. */
function useLeave(listPath: string, isDirty: boolean, gone: boolean) {
  const navigate = useNavigate();
  // Set once saved or deleted: the blocker lets that navigation through, then the effect leaves.
  const [finished, setFinished] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !finished && !gone && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (finished) void navigate(listPath);
  }, [finished, navigate, listPath]);
  return { blocker, finish: () => setFinished(true) };
}

/** Create, update (with the version check) and delete; failures shown on their fields or in a toast. */
function useSave<Row extends ResourceRow>({
  description,
  id,
  fields,
  form,
  base,
  onGone,
  onDone,
}: {
  description: EditDescription<Row>;
  id: string | undefined;
  fields: readonly FieldDescription[];
  form: UseFormReturn<FormValues>;
  base: RecordValues | null;
  onGone: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Why the last save failed, shown in the save bar until the next save or a discard.
  const [saveError, setSaveError] = useState<string | null>(null);

  const showFailure = (e: unknown) => {
    const serverFields = fieldErrors(e);
    const known = Object.keys(serverFields).filter((name) => fields.some((f) => f.name === name));
    for (const name of known) form.setError(name, { type: 'server', message: serverFields[name] });
    const failure = intl.formatMessage(known.length === 0 ? failureMessage(e) : m.checkFields);
    setSaveError(failure);
    if (known.length === 0) toast({ tone: 'error', title: failure });
  };

  // The record as saved now (no-cache: the form's own query must keep the version this edit started from).
  const current = () =>
    client
      .query({ query: withVariables(description.documents.get), variables: { id }, fetchPolicy: 'no-cache' })
      .then((r) => r.data?.record ?? null)
      .catch(() => null);

  const save = async (values: FormValues, version: number | undefined) => {
    setSaveError(null);
    const input = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
    const { create, update } = description.documents;
    try {
      if (!id) {
        if (!create) return;
        await client.mutate({ mutation: withVariables(create), variables: { input } });
        toast({ tone: 'success', title: intl.formatMessage(m.added) });
      } else {
        if (!update) return;
        await client.mutate({ mutation: withVariables(update), variables: { id, version, patch: input } });
        toast({ tone: 'success', title: intl.formatMessage(m.updated) });
      }
      onDone();
    } catch (e) {
      if (id && errorCode(e) === ERROR_CODES.NOT_FOUND) return onGone();
      if (id && errorCode(e) === ERROR_CODES.CONFLICT) {
        setConflict({ theirs: await current(), mine: values });
        return;
      }
      showFailure(e);
    }
  };

  const deleteRecord = async () => {
    const remove = description.documents.delete;
    if (!id || !base || !remove) return;
    try {
      await client.mutate({ mutation: withVariables(remove), variables: { id, version: base.version } });
      toast({ tone: 'success', title: intl.formatMessage(m.deleted) });
      onDone();
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.NOT_FOUND) return onGone();
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  return {
    /** The form's submit handler: checks the rules, then saves from the base version. */
    submit: form.handleSubmit(
      (values) => save(values, base?.version),
      () => setSaveError(intl.formatMessage(m.checkFields)),
    ),
    /** Saves these values over a newer version (a conflict's "overwrite"). */
    saveOver: (values: FormValues, version: number) => save(values, version),
    saveError,
    clearError: () => setSaveError(null),
    deleteRecord,
    /** The "delete this record?" question is open. */
    confirmingDelete,
    setConfirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    conflict,
    closeConflict: () => setConflict(null),
  };
}
