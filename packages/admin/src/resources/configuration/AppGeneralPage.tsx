import { gql } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { appSettingsPatchRules, canAccess, ERROR_CODES, LOGIN_TYPES, validate } from '@market/domain';
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
import {
  AppSettingsFormDocument,
  UpdateAppSettingsFormDocument,
  type AppSettingsFormQuery,
} from '../../graphql/generated.ts';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { titles } from '../../shell/navigation.tsx';
import { errorCode, failureMessage, fieldErrors } from '../framework/errors.ts';
import { FieldInput } from '../framework/FieldInput.tsx';
import { resourceMessages as rm } from '../framework/messages.ts';
import { translateRuleMessage } from '../framework/ruleMessages.ts';
import type { FieldDescription } from '../framework/types.ts';

export const appGeneralDocuments = gql`
  fragment AppSettingsFields on AppSettings {
    version
    phoneRegex
    phoneLength
    iosMinVersion
    iosLatestVersion
    androidMinVersion
    androidLatestVersion
    rewardPointsPerCurrencyUnit
    rewardRedemptionRate
    loginType
    paymentPublishableKey
    paymentSecretKey {
      isSet
    }
  }
  query AppSettingsForm {
    appSettings {
      ...AppSettingsFields
    }
  }
  mutation UpdateAppSettingsForm($version: Int!, $patch: AppSettingsPatch!) {
    updateAppSettings(version: $version, patch: $patch) {
      ...AppSettingsFields
    }
  }
`;

const defined = defineMessages({
  phoneRegex: { id: 'appGeneral.phoneRegex', defaultMessage: 'Phone number pattern (regular expression)' },
  phoneLength: { id: 'appGeneral.phoneLength', defaultMessage: 'Phone number length' },
  iosMinVersion: { id: 'appGeneral.iosMinVersion', defaultMessage: 'iOS minimum version' },
  iosLatestVersion: { id: 'appGeneral.iosLatestVersion', defaultMessage: 'iOS latest version' },
  androidMinVersion: { id: 'appGeneral.androidMinVersion', defaultMessage: 'Android minimum version' },
  androidLatestVersion: { id: 'appGeneral.androidLatestVersion', defaultMessage: 'Android latest version' },
  rewardPointsPerCurrencyUnit: {
    id: 'appGeneral.rewardPointsPerCurrencyUnit',
    defaultMessage: 'Reward points per currency unit spent',
  },
  rewardRedemptionRate: {
    id: 'appGeneral.rewardRedemptionRate',
    defaultMessage: 'Reward points per currency unit redeemed',
  },
  loginType: { id: 'appGeneral.loginType', defaultMessage: 'Customer sign-in' },
  otp: { id: 'appGeneral.loginType.otp', defaultMessage: 'One-time code' },
  password: { id: 'appGeneral.loginType.password', defaultMessage: 'Password' },
  paymentPublishableKey: {
    id: 'appGeneral.paymentPublishableKey',
    defaultMessage: 'Payment publishable key',
  },
  paymentSecretKey: { id: 'appGeneral.paymentSecretKey', defaultMessage: 'Payment secret key' },
  secretSet: { id: 'appGeneral.secretSet', defaultMessage: 'Set' },
  secretNotSet: { id: 'appGeneral.secretNotSet', defaultMessage: 'Not set' },
  newSecret: { id: 'appGeneral.newSecret', defaultMessage: 'New secret key' },
  newSecretHint: {
    id: 'appGeneral.newSecretHint',
    defaultMessage: 'Never shown back. Leave empty to keep the current one.',
  },
  clearSecret: { id: 'appGeneral.clearSecret', defaultMessage: 'Remove the secret key' },
  phone: { id: 'appGeneral.phone', defaultMessage: 'Phone numbers' },
  apps: { id: 'appGeneral.apps', defaultMessage: 'App versions' },
  rewards: { id: 'appGeneral.rewards', defaultMessage: 'Rewards and sign-in' },
  payments: { id: 'appGeneral.payments', defaultMessage: 'Payments' },
  changed: {
    id: 'appGeneral.changed',
    defaultMessage:
      'Someone else saved these settings meanwhile. They have been reloaded; make your change again.',
  },
});
const m: Record<keyof typeof defined, MessageDescriptor> = defined;

type Settings = AppSettingsFormQuery['appSettings'];
type Editable = Exclude<keyof Settings, 'version' | 'paymentSecretKey' | '__typename'>;

const field = (name: Editable, kind: FieldDescription['kind'], extra: Partial<FieldDescription> = {}) =>
  ({ name, label: m[name], kind, ...extra }) as FieldDescription;

/** The form's sections: the spec's app settings (phone rule, payment keys, app versions, rewards, login type). */
const SECTIONS: { title: MessageDescriptor; fields: FieldDescription[] }[] = [
  { title: m.phone, fields: [field('phoneRegex', 'text', { ltr: true }), field('phoneLength', 'number')] },
  {
    title: m.apps,
    fields: [
      field('iosMinVersion', 'text', { ltr: true }),
      field('iosLatestVersion', 'text', { ltr: true }),
      field('androidMinVersion', 'text', { ltr: true }),
      field('androidLatestVersion', 'text', { ltr: true }),
    ],
  },
  {
    title: m.rewards,
    fields: [
      field('rewardPointsPerCurrencyUnit', 'number'),
      field('rewardRedemptionRate', 'number'),
      field('loginType', 'select', {
        choices: LOGIN_TYPES.map((value) => ({ value, label: value === 'otp' ? m.otp : m.password })),
      }),
    ],
  },
  { title: m.payments, fields: [field('paymentPublishableKey', 'text', { ltr: true })] },
];
const EDITABLE = SECTIONS.flatMap((s) => s.fields.map((f) => f.name as Editable));

/** `/configuration/app-general`: the one app settings record, with a write-only payment secret. */
export default function AppGeneralPage() {
  const { role } = useSessionUser();
  if (!canAccess(role, 'app-general')) return <ForbiddenPage />;
  return <AppGeneral />;
}

function AppGeneral() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AppSettingsFormDocument, {
    fetchPolicy: 'network-only',
  });
  const title = intl.formatMessage(titles.appGeneral);
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
            title={intl.formatMessage(error ? rm.loadRecordError : rm.somethingWrong)}
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
      onReload={refetch}
      stale={stale}
      onStaleChange={setStale}
    />
  );
}

function SettingsForm({
  settings,
  title,
  onReload,
  stale,
  onStaleChange,
}: {
  settings: Settings;
  title: string;
  onReload: () => Promise<unknown>;
  /** Someone else saved meanwhile and the form shows their version now. */
  stale: boolean;
  onStaleChange: (stale: boolean) => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(EDITABLE.map((name) => [name, settings[name] ?? null])),
  );
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const translate = (message: string | undefined) => translateRuleMessage(intl, message);

  const save = async () => {
    // Only what changed is sent; the secret only when typed or removed on purpose.
    const patch: Record<string, unknown> = {};
    for (const name of EDITABLE) {
      const value = values[name] === '' ? null : values[name];
      if (value !== (settings[name] ?? null)) patch[name] = value;
    }
    if (clearSecret) patch.paymentSecretKey = null;
    else if (secret.trim()) patch.paymentSecretKey = secret.trim();
    const checked = validate(appSettingsPatchRules, patch);
    if (!checked.ok) return setErrors(checked.fields);
    // The rule fills absent optional keys with null; sending those would clear settings nobody touched.
    const cleaned = checked.value as Record<string, unknown>;
    const sent = Object.fromEntries(Object.keys(patch).map((name) => [name, cleaned[name]]));
    setErrors({});
    setSaving(true);
    try {
      await client.mutate({
        mutation: UpdateAppSettingsFormDocument,
        variables: { version: settings.version, patch: sent },
      });
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
          {SECTIONS.map((section) => (
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
                {section.title === m.payments && (
                  <>
                    <Stack direction="row" gap={2} align="center">
                      <span>{intl.formatMessage(m.paymentSecretKey)}</span>
                      <StatusBadge tone={settings.paymentSecretKey.isSet ? 'success' : 'neutral'}>
                        {intl.formatMessage(settings.paymentSecretKey.isSet ? m.secretSet : m.secretNotSet)}
                      </StatusBadge>
                    </Stack>
                    <TextField
                      type="password"
                      dir="ltr"
                      autoComplete="new-password"
                      label={intl.formatMessage(m.newSecret)}
                      hint={intl.formatMessage(m.newSecretHint)}
                      value={secret}
                      disabled={clearSecret}
                      onChange={(e) => setSecret(e.target.value)}
                      error={translate(errors.paymentSecretKey)}
                    />
                    {settings.paymentSecretKey.isSet && (
                      <Checkbox
                        label={intl.formatMessage(m.clearSecret)}
                        checked={clearSecret}
                        onCheckedChange={(on) => setClearSecret(on === true)}
                      />
                    )}
                  </>
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

/** FieldInput hands back an input event for text kinds and a value for the others. */
function eventValue(value: unknown, f: FieldDescription): unknown {
  if (value && typeof value === 'object' && 'target' in value) {
    const text = (value as { target: { value: string } }).target.value;
    return f.kind === 'number' && text !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;
  }
  return value;
}
