// Saved views of a list, as tabs above it: the list's own "All" tab, then the caller's views and those
// shared with all staff (server: packages/api/src/views). Opening one writes its filters and sort into the
// URL (so Back returns to the previous state) with `view=<id>`, and its column choice into the user's
// columns; the tab shows a dot once the list no longer matches it. "Save view" keeps the current state
// under a name, private or shared, optionally as the user's default (opened when the list's URL names no
// state). The default is each user's own choice among the views they can open, a colleague's shared view
// included. Its owner (or an admin, for a shared view) saves changes into it, renames, shares, deletes it.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DropdownMenu,
  Stack,
  Switch,
  TextField,
  useToast,
  ViewTabs,
  type DataTableColumnVisibility,
} from '@market/ui';
import { MoreHorizontal, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  CreateSavedViewDocument,
  DeleteSavedViewDocument,
  SavedViewsDocument,
  SetDefaultSavedViewDocument,
  UpdateSavedViewDocument,
  type SavedViewFieldsFragment,
} from '../../graphql/generated.ts';
import { failureMessage } from './errors.ts';
import type { ListQueryState } from './listState.ts';
import type { FilterDescription } from './types.ts';

export const savedViewMessages: Record<
  | 'views'
  | 'all'
  | 'shared'
  | 'default'
  | 'modified'
  | 'save'
  | 'saveChanges'
  | 'saveTitle'
  | 'saveText'
  | 'renameTitle'
  | 'name'
  | 'nameRequired'
  | 'nameTooLong'
  | 'shareWithStaff'
  | 'shareHint'
  | 'makeDefault'
  | 'removeDefault'
  | 'share'
  | 'unshare'
  | 'rename'
  | 'renameSave'
  | 'delete'
  | 'deleteTitle'
  | 'deleteText'
  | 'actions'
  | 'saved'
  | 'cancel',
  MessageDescriptor
> = defineMessages({
  views: { id: 'resource.views.tabs', defaultMessage: 'Saved views' },
  all: { id: 'resource.views.all', defaultMessage: 'All' },
  shared: { id: 'resource.views.shared', defaultMessage: 'shared' },
  default: { id: 'resource.views.default', defaultMessage: 'default' },
  modified: { id: 'resource.views.modified', defaultMessage: 'changed' },
  save: { id: 'resource.views.save', defaultMessage: 'Save view' },
  saveChanges: { id: 'resource.views.saveChanges', defaultMessage: 'Save changes to view' },
  saveTitle: { id: 'resource.views.saveTitle', defaultMessage: 'Save view' },
  saveText: {
    id: 'resource.views.saveText',
    defaultMessage: 'Keeps the filters, sort and columns of this list under a name, as a tab above it.',
  },
  renameTitle: { id: 'resource.views.renameTitle', defaultMessage: 'Rename view' },
  name: { id: 'resource.views.name', defaultMessage: 'Name' },
  nameRequired: { id: 'resource.views.nameRequired', defaultMessage: 'Give the view a name' },
  nameTooLong: { id: 'resource.views.nameTooLong', defaultMessage: 'At most {max} characters' },
  shareWithStaff: { id: 'resource.views.shareWithStaff', defaultMessage: 'Share with all staff' },
  shareHint: {
    id: 'resource.views.shareHint',
    defaultMessage: 'Everyone can open it; only you (and admins) can change it.',
  },
  makeDefault: { id: 'resource.views.makeDefault', defaultMessage: 'Open this view by default' },
  removeDefault: { id: 'resource.views.removeDefault', defaultMessage: 'Stop opening it by default' },
  share: { id: 'resource.views.share', defaultMessage: 'Share with all staff' },
  unshare: { id: 'resource.views.unshare', defaultMessage: 'Make private' },
  rename: { id: 'resource.views.rename', defaultMessage: 'Rename…' },
  renameSave: { id: 'resource.views.renameSave', defaultMessage: 'Rename' },
  delete: { id: 'resource.views.delete', defaultMessage: 'Delete view' },
  deleteTitle: { id: 'resource.views.deleteTitle', defaultMessage: 'Delete the view "{name}"?' },
  deleteText: {
    id: 'resource.views.deleteText',
    defaultMessage: 'The tab goes away for everyone who sees it. The list itself does not change.',
  },
  actions: { id: 'resource.views.actions', defaultMessage: 'View actions' },
  saved: { id: 'resource.views.saved', defaultMessage: 'View saved' },
  cancel: { id: 'resource.common.cancel', defaultMessage: 'Cancel' },
});

export const VIEW_NAME_MAX = 60;
const ALL = '__all';

/** What a view keeps: the URL's filters and sort, and the hidden or shown columns. */
export interface ViewState {
  filters: Record<string, string | boolean>;
  sort: string | null;
  columns: Record<string, boolean>;
}

/** The stored state, tolerant of anything else (an older or hand-made one). */
export function readViewState(state: unknown): ViewState {
  const raw = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const object = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    filters: Object.fromEntries(
      Object.entries(object(raw.filters)).filter(
        (e): e is [string, string | boolean] => typeof e[1] === 'string' || typeof e[1] === 'boolean',
      ),
    ),
    sort: typeof raw.sort === 'string' ? raw.sort : null,
    columns: Object.fromEntries(
      Object.entries(object(raw.columns)).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    ),
  };
}

/** The list's current state as a view keeps it (only hidden columns count: shown is the default). */
export function currentViewState(
  state: ListQueryState,
  sortParam: string | null,
  visibility: DataTableColumnVisibility,
): ViewState {
  return {
    filters: { ...state.filter },
    sort: sortParam,
    columns: Object.fromEntries(Object.entries(visibility).filter(([, visible]) => !visible)),
  };
}

const canonical = (s: ViewState) =>
  JSON.stringify([
    Object.entries(s.filters).sort(([a], [b]) => a.localeCompare(b)),
    s.sort,
    Object.entries(s.columns)
      .filter(([, visible]) => !visible)
      .map(([id]) => id)
      .sort(),
  ]);

export const sameViewState = (a: ViewState, b: ViewState) => canonical(a) === canonical(b);

/** Saving, updating, making default and deleting views; each tells its outcome in a toast. */
function useViewChanges({
  listName,
  refetch,
  activeId,
  params,
  setParams,
}: {
  listName: string;
  refetch: () => Promise<unknown>;
  activeId: string | null;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const update = async (view: SavedViewFieldsFragment, input: Record<string, unknown>) => {
    try {
      await client.mutate({
        mutation: UpdateSavedViewDocument,
        variables: { id: view.id, version: view.version, input },
      });
      toast({ tone: 'success', title: intl.formatMessage(savedViewMessages.saved) });
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
    await refetch();
  };

  /** Makes `view` the user's default of this list, or none (their own choice; the view does not change). */
  const setDefault = async (view: SavedViewFieldsFragment | null) => {
    try {
      await client.mutate({
        mutation: SetDefaultSavedViewDocument,
        variables: { listKey: listName, id: view?.id ?? null },
      });
      // Its answer is the list's views, each marked as the user's default or not (the cache takes them).
      toast({ tone: 'success', title: intl.formatMessage(savedViewMessages.saved) });
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
      await refetch();
    }
  };

  const remove = async (view: SavedViewFieldsFragment) => {
    try {
      await client.mutate({
        mutation: DeleteSavedViewDocument,
        variables: { id: view.id, version: view.version },
      });
      if (activeId === view.id) {
        const next = new URLSearchParams(params);
        next.delete('view');
        setParams(next);
      }
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
    await refetch();
  };

  /** A new view of the current state; it becomes the active one. True when saved. */
  const create = async (input: { name: string; state: ViewState; shared: boolean; isDefault: boolean }) => {
    try {
      const { data: created } = await client.mutate({
        mutation: CreateSavedViewDocument,
        variables: { input: { listKey: listName, ...input } },
      });
      await refetch();
      if (created) {
        const next = new URLSearchParams(params);
        next.set('view', created.createSavedView.id);
        setParams(next, { replace: true });
      }
      toast({ tone: 'success', title: intl.formatMessage(savedViewMessages.saved) });
      return true;
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
      return false;
    }
  };

  return { update, setDefault, remove, create };
}

/** Save changes (to an editable modified view), Save as a view, and the active view's menu. */
function ViewActions({
  active,
  modified,
  current,
  onUpdate,
  onSetDefault,
  onDialog,
}: {
  active: SavedViewFieldsFragment | null;
  modified: boolean;
  /** The list's state now: what "Save changes" stores in the active view. */
  current: ViewState;
  onUpdate: (view: SavedViewFieldsFragment, input: Record<string, unknown>) => void;
  onSetDefault: (view: SavedViewFieldsFragment | null) => Promise<void>;
  onDialog: (dialog: 'save' | 'rename' | 'delete') => void;
}) {
  const intl = useIntl();
  const m = savedViewMessages;
  return (
    <>
      {active?.canEdit && modified && (
        <Button size="sm" onClick={() => onUpdate(active, { state: current })}>
          {intl.formatMessage(m.saveChanges)}
        </Button>
      )}
      <Button size="sm" iconStart={<Save aria-hidden />} onClick={() => onDialog('save')}>
        {intl.formatMessage(m.save)}
      </Button>
      {active && (
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button size="sm" variant="ghost" aria-label={intl.formatMessage(m.actions)}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item onSelect={() => void onSetDefault(active.isDefault ? null : active)}>
              {intl.formatMessage(active.isDefault ? m.removeDefault : m.makeDefault)}
            </DropdownMenu.Item>
            {active.canEdit && (
              <>
                <DropdownMenu.Item onSelect={() => onUpdate(active, { shared: !active.shared })}>
                  {intl.formatMessage(active.shared ? m.unshare : m.share)}
                </DropdownMenu.Item>
                <DropdownMenu.Item onSelect={() => onDialog('rename')}>
                  {intl.formatMessage(m.rename)}
                </DropdownMenu.Item>
                <DropdownMenu.Separator />
                <DropdownMenu.Item tone="danger" onSelect={() => onDialog('delete')}>
                  {intl.formatMessage(m.delete)}
                </DropdownMenu.Item>
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
    </>
  );
}

export interface SavedViewsProps {
  /** The list's key (its GraphQL list name), which the server keeps views under. */
  listName: string;
  filters: readonly FilterDescription[];
  state: ListQueryState;
  visibility: DataTableColumnVisibility;
  onVisibilityChange: (next: DataTableColumnVisibility) => void;
}

/** The saved-view tabs of a list and their actions. */
export function SavedViews({ listName, filters, state, visibility, onVisibilityChange }: SavedViewsProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data, refetch } = useQuery(SavedViewsDocument, {
    variables: { listKey: listName },
    fetchPolicy: 'cache-and-network',
  });
  const views = useMemo(() => data?.savedViews ?? [], [data]);
  const activeId = params.get('view');
  const active = views.find((v) => v.id === activeId) ?? null;
  const current = currentViewState(state, params.get('sort'), visibility);
  const modified = active !== null && !sameViewState(readViewState(active.state), current);
  const [dialog, setDialog] = useState<'save' | 'rename' | 'delete' | null>(null);

  /** Writes a view's state into the URL (a new history entry, or in place for the default view). */
  const open = (view: SavedViewFieldsFragment | null, replace = false) => {
    const next = new URLSearchParams(params);
    for (const f of filters) next.delete(f.name);
    next.delete('sort');
    next.delete('page');
    next.delete('view');
    if (view) {
      const saved = readViewState(view.state);
      for (const [name, value] of Object.entries(saved.filters)) next.set(name, String(value));
      if (saved.sort) next.set('sort', saved.sort);
      next.set('view', view.id);
      onVisibilityChange(saved.columns);
    }
    setParams(next, { replace });
  };

  // The user's default view opens when the list's URL names no state (a menu link, not a shared URL).
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !data) return;
    defaultApplied.current = true;
    const preferred = views.find((v) => v.isDefault);
    if (preferred && [...params.keys()].length === 0) open(preferred, true);
    // Once, when the views first arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const { update, setDefault, remove, create } = useViewChanges({
    listName,
    refetch,
    activeId,
    params,
    setParams,
  });

  const m = savedViewMessages;
  return (
    <>
      <ViewTabs
        views={[
          { id: ALL, label: intl.formatMessage(m.all) },
          ...views.map((v) => ({ id: v.id, label: v.name, shared: v.shared, isDefault: v.isDefault })),
        ]}
        activeId={active ? active.id : activeId ? null : ALL}
        modified={modified}
        onSelect={(id) => open(id === ALL ? null : (views.find((v) => v.id === id) ?? null))}
        labels={{
          views: intl.formatMessage(m.views),
          shared: intl.formatMessage(m.shared),
          default: intl.formatMessage(m.default),
          modified: intl.formatMessage(m.modified),
        }}
        actions={
          <ViewActions
            active={active}
            modified={modified}
            current={current}
            onUpdate={(view, input) => void update(view, input)}
            onSetDefault={setDefault}
            onDialog={setDialog}
          />
        }
      />
      {(dialog === 'save' || (dialog === 'rename' && active)) && (
        <ViewNameDialog
          mode={dialog}
          initialName={dialog === 'rename' ? active!.name : ''}
          onClose={() => setDialog(null)}
          onSave={async ({ name, shared, isDefault }) => {
            if (dialog === 'rename') {
              await update(active!, { name });
              return true;
            }
            return create({ name, state: current, shared, isDefault });
          }}
        />
      )}
      {active && (
        <ConfirmDialog
          open={dialog === 'delete'}
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          tone="danger"
          title={intl.formatMessage(m.deleteTitle, { name: active.name })}
          description={intl.formatMessage(m.deleteText)}
          confirmLabel={intl.formatMessage(m.delete)}
          cancelLabel={intl.formatMessage(m.cancel)}
          onConfirm={() => remove(active)}
        />
      )}
    </>
  );
}

function ViewNameDialog({
  mode,
  initialName,
  onClose,
  onSave,
}: {
  mode: 'save' | 'rename';
  initialName: string;
  onClose: () => void;
  onSave: (view: { name: string; shared: boolean; isDefault: boolean }) => Promise<boolean>;
}) {
  const intl = useIntl();
  const m = savedViewMessages;
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = intl.formatMessage(mode === 'save' ? m.saveTitle : m.renameTitle);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Content title={title} description={intl.formatMessage(m.saveText)} size="sm">
        <form
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (!trimmed) return setError(intl.formatMessage(m.nameRequired));
            if (trimmed.length > VIEW_NAME_MAX)
              return setError(intl.formatMessage(m.nameTooLong, { max: VIEW_NAME_MAX }));
            setBusy(true);
            void onSave({ name: trimmed, shared, isDefault }).then((ok) => {
              setBusy(false);
              if (ok) onClose();
            });
          }}
        >
          <Dialog.Body>
            <Stack gap={3}>
              <TextField
                label={intl.formatMessage(m.name)}
                name="viewName"
                value={name}
                required
                maxLength={VIEW_NAME_MAX + 20}
                onChange={(e) => {
                  setName(e.target.value);
                  setError(null);
                }}
                error={error ?? undefined}
              />
              {mode === 'save' && (
                <>
                  <Switch
                    label={intl.formatMessage(m.shareWithStaff)}
                    description={intl.formatMessage(m.shareHint)}
                    checked={shared}
                    onCheckedChange={setShared}
                  />
                  <Switch
                    label={intl.formatMessage(m.makeDefault)}
                    checked={isDefault}
                    onCheckedChange={setIsDefault}
                  />
                </>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
            <Button type="submit" variant="primary" loading={busy}>
              {intl.formatMessage(mode === 'save' ? m.save : m.renameSave)}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
