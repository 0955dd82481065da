// A page over the one app settings record (`appSettings`): `/configuration/app-general` and
// `/catalog/settings-general` each edit their own sections of it. Only changed fields are sent, with the
// version read; a stale save reloads and says so; a secret is write-only (shown as set / not set).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { appSettingsPatchRules, canAccess, ERROR_CODES, validate, type Resource } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  TextField,
  useToast,
} from '@market/ui';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { errorCode, failureMessage, fieldErrors, loadFailureMessage } from './errors.ts';
import { FieldInput } from './FieldInput.tsx';
import { resourceMessages as rm } from './messages.ts';
import { translateRuleMessage } from './ruleMessages.ts';
import type { FieldDescription } from './types.ts';

// The ids predate this shared page (app-general had it first); translations are keyed by them.
const defined = defineMessages({
  secretSet: { id: 'appGeneral.secretSet', defaultMessage: 'Set' },
  secretNotSet: { id: 'appGeneral.secretNotSet', defaultMessage: 'Not set' },
  newSecret: { id: 'appGeneral.newSecret', defaultMessage: 'New secret key' },
  newSecretHint: {
    id: 'appGeneral.newSecretHint',
    defaultMessage: 'Never shown back. Leave empty to keep the current one.',
  },
  clearSecret: { id: 'appGeneral.clearSecret', defaultMessage: 'Remove the secret key' },
  changed: {
    id: 'appGeneral.changed',
    defaultMessage:
      'Someone else saved these settings meanwhile. They have been reloaded; make your change again.',
  },
});
const m: Record<keyof typeof defined, MessageDescriptor> = defined;

/** The settings a page reads: its fields, the version, and a secret's `isSet` where it has one. */
type SettingsRecord = { version: number } & Record<string, unknown>;

export interface SettingsSection {
  title: MessageDescriptor;
  fields: FieldDescription[];
  /** A write-only secret edited at the end of this section: never shown back, only whether it is set. */
  secret?: { name: string; label: MessageDescriptor };
}

export interface SettingsPageProps {
  /** The screen of the permission matrix the page belongs to. */
  resource: Resource;
  title: MessageDescriptor;
  /** `appSettings` with the page's fields (and `version`). */
  query: TypedDocumentNode<{ appSettings: SettingsRecord }, Record<string, never>>;
  /** `updateAppSettings(version, patch)`. */
  update: TypedDocumentNode<unknown, { version: number; patch: Record<string, unknown> }>;
  sections: SettingsSection[];
}

export function SettingsPage(props: SettingsPageProps) {
  const { role } = useSessionUser();
  if (!canAccess(role, props.resource)) return <ForbiddenPage />;
  return <AllowedSettingsPage {...props} />;
}

function AllowedSettingsPage({ title: titleMessage, query, update, sections }: SettingsPageProps) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(query, { fetchPolicy: 'network-only' });
  const title = intl.formatMessage(titleMessage);
  // Kept above the form: the reload after a conflict remounts the form, and the notice must outlive it.
  const [stale, setStale] = useState(false);
  if (!data) {
    return (
      <>
        <PageHeader title={title} />
        {loading ? (
          <Card>
            <Skeleton.Root label={title}>
              <Skeleton.Text lines={8} />
            </Skeleton.Root>
          </Card>
        ) : (
          <Alert
            tone="danger"
            title={intl.formatMessage(
              error ? loadFailureMessage(error, rm.loadRecordError) : rm.somethingWrong,
            )}
            action={
              <Button size="sm" onClick={() => void refetch()}>
                {intl.formatMessage(rm.retry)}
              </Button>
            }
          />
        )}
      </>
    );
  }
  // Remounting on a new version resets the form to what was saved.
  return (
    <SettingsForm
      key={data.appSettings.version}
      settings={data.appSettings}
      title={title}
      update={update}
      sections={sections}
      onReload={refetch}
      stale={stale}
      onStaleChange={setStale}
    />
  );
}

function SettingsForm({
  settings,
  title,
  update,
  sections,
  onReload,
  stale,
  onStaleChange,
}: {
  settings: SettingsRecord;
  title: string;
  update: SettingsPageProps['update'];
  sections: SettingsSection[];
  onReload: () => Promise<unknown>;
  /** Someone else saved meanwhile and the form shows their version now. */
  stale: boolean;
  onStaleChange: (stale: boolean) => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const editable = sections.flatMap((s) => s.fields.map((f) => f.name));
  const secretName = sections.find((s) => s.secret)?.secret?.name;
  const secretIsSet = secretName
    ? (settings[secretName] as { isSet: boolean } | null | undefined)?.isSet === true
    : false;
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(editable.map((name) => [name, settings[name] ?? null])),
  );
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const translate = (message: string | undefined) => translateRuleMessage(intl, message);

  const save = async () => {
    // Only what changed is sent; the secret only when typed or removed on purpose.
    const patch: Record<string, unknown> = {};
    for (const name of editable) {
      const value = values[name] === '' ? null : values[name];
      if (value !== (settings[name] ?? null)) patch[name] = value;
    }
    if (secretName && clearSecret) patch[secretName] = null;
    else if (secretName && secret.trim()) patch[secretName] = secret.trim();
    const checked = validate(appSettingsPatchRules, patch);
    if (!checked.ok) return setErrors(checked.fields);
    // The rule fills absent optional keys with null; sending those would clear settings nobody touched.
    const cleaned = checked.value as Record<string, unknown>;
    const sent = Object.fromEntries(Object.keys(patch).map((name) => [name, cleaned[name]]));
    setErrors({});
    setSaving(true);
    try {
      await client.mutate({ mutation: update, variables: { version: settings.version, patch: sent } });
      toast({ tone: 'success', title: intl.formatMessage(rm.updated) });
      onStaleChange(false);
      await onReload().catch(() => undefined);
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.CONFLICT) {
        onStaleChange(true);
        await onReload().catch(() => undefined);
        return;
      }
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <form
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void save();
        }}
      >
        <Stack gap={4}>
          {stale && <Alert tone="warning" title={intl.formatMessage(m.changed)} />}
          {sections.map((section) => (
            <Card key={section.title.id} title={intl.formatMessage(section.title)}>
              <Stack gap={3}>
                {section.fields.map((f) => (
                  <FieldInput
                    key={f.name}
                    field={f}
                    name={f.name}
                    value={values[f.name]}
                    onChange={(value) => setValues((all) => ({ ...all, [f.name]: eventValue(value, f) }))}
                    onBlur={() => undefined}
                    inputRef={null}
                    error={translate(errors[f.name])}
                    translate={translate}
                  />
                ))}
                {section.secret && (
                  <SecretField
                    secret={section.secret}
                    isSet={secretIsSet}
                    value={secret}
                    onChange={setSecret}
                    clear={clearSecret}
                    onClearChange={setClearSecret}
                    error={translate(errors[section.secret.name])}
                  />
                )}
              </Stack>
            </Card>
          ))}
          <div>
            <Button type="submit" variant="primary" iconStart={<Save aria-hidden />} loading={saving}>
              {intl.formatMessage(rm.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}

/** A secret (an API key): whether one is set, a new one to type, and "remove it" when set. */
function SecretField({
  secret,
  isSet,
  value,
  onChange,
  clear,
  onClearChange,
  error,
}: {
  secret: NonNullable<SettingsSection['secret']>;
  isSet: boolean;
  value: string;
  onChange: (value: string) => void;
  clear: boolean;
  onClearChange: (clear: boolean) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <Stack direction="row" gap={2} align="center">
        <span>{intl.formatMessage(secret.label)}</span>
        <StatusBadge tone={isSet ? 'success' : 'neutral'}>
          {intl.formatMessage(isSet ? m.secretSet : m.secretNotSet)}
        </StatusBadge>
      </Stack>
      <TextField
        type="password"
        dir="ltr"
        autoComplete="new-password"
        label={intl.formatMessage(m.newSecret)}
        hint={intl.formatMessage(m.newSecretHint)}
        value={value}
        disabled={clear}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
      {isSet && (
        <Checkbox
          label={intl.formatMessage(m.clearSecret)}
          checked={clear}
          onCheckedChange={(on) => onClearChange(on === true)}
        />
      )}
    </>
  );
}

/** FieldInput hands back an input event for text kinds and a value for the others. */
function eventValue(value: unknown, f: FieldDescription): unknown {
  if (value && typeof value === 'object' && 'target' in value) {
    const text = (value as { target: { value: string } }).target.value;
    return f.kind === 'number' && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;
  }
  return value;
}
