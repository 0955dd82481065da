import { LOGIN_TYPES } from '@market/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  AppSettingsFormDocument,
  UpdateAppSettingsFormDocument,
  type AppSettingsFormQuery,
} from '../../graphql/generated.ts';
import { titles } from '../../shell/titles.ts';
import { SettingsPage, type SettingsSection } from '../framework/SettingsPage.tsx';
import type { FieldDescription } from '../framework/types.ts';

export const appGeneralDocuments = /* GraphQL */ `
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
  phone: { id: 'appGeneral.phone', defaultMessage: 'Phone numbers' },
  apps: { id: 'appGeneral.apps', defaultMessage: 'App versions' },
  rewards: { id: 'appGeneral.rewards', defaultMessage: 'Rewards and sign-in' },
  payments: { id: 'appGeneral.payments', defaultMessage: 'Payments' },
});
const m: Record<keyof typeof defined, MessageDescriptor> = defined;

type Settings = AppSettingsFormQuery['appSettings'];
type Editable = Exclude<keyof Settings, 'version' | 'paymentSecretKey' | '__typename'>;

const field = (name: Editable, kind: FieldDescription['kind'], extra: Partial<FieldDescription> = {}) =>
  ({ name, label: m[name], kind, ...extra }) as FieldDescription;

/** The form's sections: the spec's app settings (phone rule, payment keys, app versions, rewards, login type). */
const SECTIONS: SettingsSection[] = [
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
  {
    title: m.payments,
    fields: [field('paymentPublishableKey', 'text', { ltr: true })],
    secret: { name: 'paymentSecretKey', label: m.paymentSecretKey },
  },
];

/** `/configuration/app-general`: the spec's app settings, with a write-only payment secret. */
export default function AppGeneralPage() {
  return (
    <SettingsPage
      resource="app-general"
      title={titles.appGeneral}
      query={AppSettingsFormDocument}
      update={UpdateAppSettingsFormDocument}
      sections={SECTIONS}
    />
  );
}
