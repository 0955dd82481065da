// The movable settings panel of the ui package, with its texts translated and wired to the
// settings store (one change saves one key; a preset saves several).
import type { SettingsPanelLabels, ShellSettings } from '@market/ui';
import { SettingsPanel } from '@market/ui';
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSettingsStore } from './settings/index.ts';

const panel = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  open: { id: 'settings.open', defaultMessage: 'Open settings' },
  close: { id: 'settings.close', defaultMessage: 'Close settings' },
  moveHint: { id: 'settings.moveHint', defaultMessage: 'Drag, or use the arrow keys to move the panel' },
});

const groupMessages = defineMessages({
  application: { id: 'settings.group.application', defaultMessage: 'Application' },
  layout: { id: 'settings.group.layout', defaultMessage: 'Layout' },
  menu: { id: 'settings.group.menu', defaultMessage: 'Menu' },
  topbar: { id: 'settings.group.topbar', defaultMessage: 'Top bar' },
  breadcrumbs: { id: 'settings.group.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  footer: { id: 'settings.group.footer', defaultMessage: 'Footer' },
});

const variantMessages = defineMessages({
  default: { id: 'settings.variant.default', defaultMessage: 'Default' },
  waterfall: { id: 'settings.variant.waterfall', defaultMessage: 'Waterfall' },
  ocean: { id: 'settings.variant.ocean', defaultMessage: 'Ocean' },
  sunrise: { id: 'settings.variant.sunrise', defaultMessage: 'Sunrise' },
  spring: { id: 'settings.variant.spring', defaultMessage: 'Spring' },
  forest: { id: 'settings.variant.forest', defaultMessage: 'Forest' },
  river: { id: 'settings.variant.river', defaultMessage: 'River' },
  flower: { id: 'settings.variant.flower', defaultMessage: 'Flower' },
  waves: { id: 'settings.variant.waves', defaultMessage: 'Waves' },
});

const fieldMessages = defineMessages({
  preset: { id: 'settings.field.preset', defaultMessage: 'Preset' },
  version: { id: 'settings.field.version', defaultMessage: 'Style' },
  theme: { id: 'settings.field.theme', defaultMessage: 'Theme' },
  primaryColor: { id: 'settings.field.primaryColor', defaultMessage: 'Primary colour' },
  locale: { id: 'settings.field.locale', defaultMessage: 'Language' },
  isContentMaxWidth: { id: 'settings.field.isContentMaxWidth', defaultMessage: 'Content max width' },
  isAppMaxWidth: { id: 'settings.field.isAppMaxWidth', defaultMessage: 'App max width' },
  isGrayBackground: { id: 'settings.field.isGrayBackground', defaultMessage: 'Gray background' },
  isCardShadow: { id: 'settings.field.isCardShadow', defaultMessage: 'Card shadow' },
  isSquaredBorders: { id: 'settings.field.isSquaredBorders', defaultMessage: 'Squared borders' },
  isBorderless: { id: 'settings.field.isBorderless', defaultMessage: 'Borderless cards' },
  routerAnimation: { id: 'settings.field.routerAnimation', defaultMessage: 'Page transition' },
  authPagesColor: { id: 'settings.field.authPagesColor', defaultMessage: 'Sign-in page background' },
  isAuthTopbar: { id: 'settings.field.isAuthTopbar', defaultMessage: 'Top bar on sign-in pages' },
  layoutMenu: { id: 'settings.field.layoutMenu', defaultMessage: 'Menu layout' },
  menuLayoutType: { id: 'settings.field.menuLayoutType', defaultMessage: 'Menu position' },
  flyoutMenuType: { id: 'settings.field.flyoutMenuType', defaultMessage: 'Flyout type' },
  menuColor: { id: 'settings.field.menuColor', defaultMessage: 'Menu colour' },
  flyoutMenuColor: { id: 'settings.field.flyoutMenuColor', defaultMessage: 'Flyout colour' },
  isMenuCollapsed: { id: 'settings.field.isMenuCollapsed', defaultMessage: 'Collapsed' },
  isMenuUnfixed: { id: 'settings.field.isMenuUnfixed', defaultMessage: 'Scrolls with the page' },
  isMenuShadow: { id: 'settings.field.isMenuShadow', defaultMessage: 'Shadow' },
  leftMenuWidth: { id: 'settings.field.leftMenuWidth', defaultMessage: 'Menu width' },
  layoutTopbar: { id: 'settings.field.layoutTopbar', defaultMessage: 'Top bar' },
  isTopbarFixed: { id: 'settings.field.isTopbarFixed', defaultMessage: 'Fixed' },
  isTopbarSeparated: { id: 'settings.field.isTopbarSeparated', defaultMessage: 'Separated' },
  isGrayTopbar: { id: 'settings.field.isGrayTopbar', defaultMessage: 'Gray' },
  layoutBreadcrumbs: { id: 'settings.field.layoutBreadcrumbs', defaultMessage: 'Breadcrumbs' },
  layoutFooter: { id: 'settings.field.layoutFooter', defaultMessage: 'Footer' },
});

const optionMessages = defineMessages({
  fluent: { id: 'settings.option.fluent', defaultMessage: 'Fluent' },
  clean: { id: 'settings.option.clean', defaultMessage: 'Clean' },
  air: { id: 'settings.option.air', defaultMessage: 'Air' },
  default: { id: 'settings.option.default', defaultMessage: 'Light' },
  dark: { id: 'settings.option.dark', defaultMessage: 'Dark' },
  none: { id: 'settings.option.none', defaultMessage: 'None' },
  slideFadeinUp: { id: 'settings.option.slide-fadein-up', defaultMessage: 'Slide up' },
  slideFadeinRight: { id: 'settings.option.slide-fadein-right', defaultMessage: 'Slide sideways' },
  fadein: { id: 'settings.option.fadein', defaultMessage: 'Fade in' },
  zoomFadein: { id: 'settings.option.zoom-fadein', defaultMessage: 'Zoom in' },
  white: { id: 'settings.option.white', defaultMessage: 'White' },
  gray: { id: 'settings.option.gray', defaultMessage: 'Gray' },
  image: { id: 'settings.option.image', defaultMessage: 'Image' },
  blue: { id: 'settings.option.blue', defaultMessage: 'Blue' },
  classic: { id: 'settings.option.classic', defaultMessage: 'Classic' },
  flyout: { id: 'settings.option.flyout', defaultMessage: 'Flyout' },
  simply: { id: 'settings.option.simply', defaultMessage: 'Simply' },
  noMenu: { id: 'settings.option.noMenu', defaultMessage: 'No menu' },
  left: { id: 'settings.option.left', defaultMessage: 'Side' },
  top: { id: 'settings.option.top', defaultMessage: 'Top' },
  compact: { id: 'settings.option.compact', defaultMessage: 'Compact' },
  flyoutMenuTypeDefault: { id: 'settings.option.flyoutMenuType.default', defaultMessage: 'Default' },
  v1: { id: 'settings.option.v1', defaultMessage: 'Version 1' },
  v2: { id: 'settings.option.v2', defaultMessage: 'Version 2' },
  v3: { id: 'settings.option.v3', defaultMessage: 'Version 3' },
  v4: { id: 'settings.option.v4', defaultMessage: 'Version 4' },
});

function useSettingsPanelLabels(): SettingsPanelLabels {
  const intl = useIntl();
  return {
    title: intl.formatMessage(panel.title),
    open: intl.formatMessage(panel.open),
    close: intl.formatMessage(panel.close),
    moveHint: intl.formatMessage(panel.moveHint),
    groups: {
      application: intl.formatMessage(groupMessages.application),
      layout: intl.formatMessage(groupMessages.layout),
      menu: intl.formatMessage(groupMessages.menu),
      topbar: intl.formatMessage(groupMessages.topbar),
      breadcrumbs: intl.formatMessage(groupMessages.breadcrumbs),
      footer: intl.formatMessage(groupMessages.footer),
    },
    variants: {
      default: intl.formatMessage(variantMessages.default),
      waterfall: intl.formatMessage(variantMessages.waterfall),
      ocean: intl.formatMessage(variantMessages.ocean),
      sunrise: intl.formatMessage(variantMessages.sunrise),
      spring: intl.formatMessage(variantMessages.spring),
      forest: intl.formatMessage(variantMessages.forest),
      river: intl.formatMessage(variantMessages.river),
      flower: intl.formatMessage(variantMessages.flower),
      waves: intl.formatMessage(variantMessages.waves),
    },
    fields: {
      preset: intl.formatMessage(fieldMessages.preset),
      version: intl.formatMessage(fieldMessages.version),
      theme: intl.formatMessage(fieldMessages.theme),
      primaryColor: intl.formatMessage(fieldMessages.primaryColor),
      locale: intl.formatMessage(fieldMessages.locale),
      isContentMaxWidth: intl.formatMessage(fieldMessages.isContentMaxWidth),
      isAppMaxWidth: intl.formatMessage(fieldMessages.isAppMaxWidth),
      isGrayBackground: intl.formatMessage(fieldMessages.isGrayBackground),
      isCardShadow: intl.formatMessage(fieldMessages.isCardShadow),
      isSquaredBorders: intl.formatMessage(fieldMessages.isSquaredBorders),
      isBorderless: intl.formatMessage(fieldMessages.isBorderless),
      routerAnimation: intl.formatMessage(fieldMessages.routerAnimation),
      authPagesColor: intl.formatMessage(fieldMessages.authPagesColor),
      isAuthTopbar: intl.formatMessage(fieldMessages.isAuthTopbar),
      layoutMenu: intl.formatMessage(fieldMessages.layoutMenu),
      menuLayoutType: intl.formatMessage(fieldMessages.menuLayoutType),
      flyoutMenuType: intl.formatMessage(fieldMessages.flyoutMenuType),
      menuColor: intl.formatMessage(fieldMessages.menuColor),
      flyoutMenuColor: intl.formatMessage(fieldMessages.flyoutMenuColor),
      isMenuCollapsed: intl.formatMessage(fieldMessages.isMenuCollapsed),
      isMenuUnfixed: intl.formatMessage(fieldMessages.isMenuUnfixed),
      isMenuShadow: intl.formatMessage(fieldMessages.isMenuShadow),
      leftMenuWidth: intl.formatMessage(fieldMessages.leftMenuWidth),
      layoutTopbar: intl.formatMessage(fieldMessages.layoutTopbar),
      isTopbarFixed: intl.formatMessage(fieldMessages.isTopbarFixed),
      isTopbarSeparated: intl.formatMessage(fieldMessages.isTopbarSeparated),
      isGrayTopbar: intl.formatMessage(fieldMessages.isGrayTopbar),
      layoutBreadcrumbs: intl.formatMessage(fieldMessages.layoutBreadcrumbs),
      layoutFooter: intl.formatMessage(fieldMessages.layoutFooter),
    },
    options: {
      'en-US': 'English',
      'ar-EG': 'العربية',
      fluent: intl.formatMessage(optionMessages.fluent),
      clean: intl.formatMessage(optionMessages.clean),
      air: intl.formatMessage(optionMessages.air),
      default: intl.formatMessage(optionMessages.default),
      dark: intl.formatMessage(optionMessages.dark),
      none: intl.formatMessage(optionMessages.none),
      'slide-fadein-up': intl.formatMessage(optionMessages.slideFadeinUp),
      'slide-fadein-right': intl.formatMessage(optionMessages.slideFadeinRight),
      fadein: intl.formatMessage(optionMessages.fadein),
      'zoom-fadein': intl.formatMessage(optionMessages.zoomFadein),
      white: intl.formatMessage(optionMessages.white),
      gray: intl.formatMessage(optionMessages.gray),
      image: intl.formatMessage(optionMessages.image),
      blue: intl.formatMessage(optionMessages.blue),
      classic: intl.formatMessage(optionMessages.classic),
      flyout: intl.formatMessage(optionMessages.flyout),
      simply: intl.formatMessage(optionMessages.simply),
      noMenu: intl.formatMessage(optionMessages.noMenu),
      left: intl.formatMessage(optionMessages.left),
      top: intl.formatMessage(optionMessages.top),
      compact: intl.formatMessage(optionMessages.compact),
      'flyoutMenuType.default': intl.formatMessage(optionMessages.flyoutMenuTypeDefault),
      v1: intl.formatMessage(optionMessages.v1),
      v2: intl.formatMessage(optionMessages.v2),
      v3: intl.formatMessage(optionMessages.v3),
      v4: intl.formatMessage(optionMessages.v4),
    },
  };
}

export interface ShellSettingsPanelProps {
  /** Open on first render (stories). */
  defaultOpen?: boolean;
}

export function ShellSettingsPanel({ defaultOpen }: ShellSettingsPanelProps) {
  const store = useSettingsStore();
  const settings: ShellSettings = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const labels = useSettingsPanelLabels();
  return (
    <SettingsPanel
      settings={settings}
      onChange={(key, value) => store.set(key, value)}
      onPreset={(variant) => store.applyPreset(variant)}
      defaultOpen={defaultOpen}
      labels={labels}
    />
  );
}
