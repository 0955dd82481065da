import type { Decorator, Preview } from '@storybook/react-vite';
import {
  applyTheme,
  directionOf,
  loadBundledFonts,
  STYLE_NAMES,
  VARIANT_NAMES,
  type StyleName,
  type VariantName,
} from '@market/themes';
import { loadToastStack, ThemeRoot } from '@market/ui';

// The toolbar globals are the same attributes the app writes on <html>: designers review and QA
// screenshots exactly what staff see. Direction follows the locale unless set on its own.
const withTheme: Decorator = (Story, context) => {
  const { variant, style, mode, direction, locale } = context.globals as Record<string, string>;
  const lang = locale ?? 'en-US';
  applyTheme({
    variant: (variant ?? 'default') as VariantName,
    style: (style ?? 'fluent') as StyleName,
    mode: mode === 'dark' ? 'dark' : 'light',
    dir: direction === 'rtl' || direction === 'ltr' ? direction : directionOf(lang),
    lang,
  });
  return (
    <ThemeRoot>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Every face is in before the first render, so no screenshot depends on when a font arrived; the
  // toast stack too (the app loads it with the first toast), so a toast shown on mount is in the
  // screenshot and axe's check at once.
  loaders: [
    async () => {
      await Promise.all([loadBundledFonts(), loadToastStack()]);
      return {};
    },
  ],
  globalTypes: {
    variant: {
      description: 'Theme variant',
      toolbar: { title: 'Variant', icon: 'paintbrush', items: [...VARIANT_NAMES], dynamicTitle: true },
    },
    style: {
      description: 'Style',
      toolbar: { title: 'Style', icon: 'component', items: [...STYLE_NAMES], dynamicTitle: true },
    },
    mode: {
      description: 'Light or dark',
      toolbar: { title: 'Mode', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['auto', 'ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en-US', 'ar-EG'], dynamicTitle: true },
    },
  },
  initialGlobals: { variant: 'default', style: 'fluent', mode: 'light', direction: 'auto', locale: 'en-US' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe runs after every render: in the a11y panel for designers, and tests/visual fails on any
    // violation it reports. Page-level rules make no sense for a component rendered alone.
    a11y: {
      test: 'error',
      config: {
        rules: [
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
  },
};
export default preview;
