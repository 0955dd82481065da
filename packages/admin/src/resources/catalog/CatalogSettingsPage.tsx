import { DEFAULT_LOW_STOCK_THRESHOLD } from '@market/domain';
import { defineMessages } from 'react-intl';
import { CatalogSettingsFormDocument, UpdateCatalogSettingsFormDocument } from '../../graphql/generated.ts';
import { titles } from '../../shell/titles.ts';
import { SettingsPage, type SettingsSection } from '../framework/SettingsPage.tsx';

export const catalogSettingsDocuments = /* GraphQL */ `
  fragment CatalogSettingsFields on AppSettings {
    version
    catalogLowStockThreshold
  }
  query CatalogSettingsForm {
    appSettings {
      ...CatalogSettingsFields
    }
  }
  mutation UpdateCatalogSettingsForm($version: Int!, $patch: AppSettingsPatch!) {
    updateAppSettings(version: $version, patch: $patch) {
      ...CatalogSettingsFields
    }
  }
`;

const messages = defineMessages({
  stock: { id: 'catalogSettings.stock', defaultMessage: 'Stock' },
  lowStockThreshold: { id: 'catalogSettings.lowStockThreshold', defaultMessage: 'Low-stock threshold' },
  lowStockHint: {
    id: 'catalogSettings.lowStockHint',
    defaultMessage:
      'A product with this many units or fewer is listed under the products filter “Low stock”. Empty: {fallback}.',
  },
});

const SECTIONS: SettingsSection[] = [
  {
    title: messages.stock,
    fields: [
      {
        name: 'catalogLowStockThreshold',
        label: messages.lowStockThreshold,
        kind: 'number',
        hint: messages.lowStockHint,
        hintValues: { fallback: DEFAULT_LOW_STOCK_THRESHOLD },
      },
    ],
  },
];

/** `/catalog/settings-general`: the catalogue's defaults, a part of the app settings record. */
export default function CatalogSettingsPage() {
  return (
    <SettingsPage
      resource="settings-general"
      title={titles.settingsGeneral}
      query={CatalogSettingsFormDocument}
      update={UpdateCatalogSettingsFormDocument}
      sections={SECTIONS}
    />
  );
}
