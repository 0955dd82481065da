import { STYLE_NAMES, VARIANT_NAMES } from '@market/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/index.ts';

// Every variant × style × mode side by side. Each cell is its own theming scope (data-theme-scope
// plus the same attributes the app writes on <html>), so the theme CSS re-derives tokens per cell.
const meta = {
  title: 'Themes/Matrix',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MODES = ['light', 'dark'] as const;

function Cell({ variant, style, mode }: { variant: string; style: string; mode: string }) {
  return (
    <div
      data-theme-scope=""
      data-variant={variant}
      data-style={style}
      data-mode={mode}
      style={{
        padding: 8,
        borderRadius: 'var(--ui-radius-md)',
        border: 'var(--ui-border-width) solid var(--ui-border-subtle)',
        display: 'grid',
        gap: 4,
      }}
    >
      <span style={{ fontSize: 11, color: 'var(--ui-fg-muted)' }}>
        {variant} · {style} · {mode}
      </span>
      <div style={{ display: 'flex', gap: 4 }}>
        <Button size="sm" variant="primary">
          Save
        </Button>
        <Button size="sm">Cancel</Button>
      </div>
      <span style={{ fontSize: 12, color: 'var(--ui-fg-accent)' }}>Order #10482</span>
    </div>
  );
}

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 6, padding: 8 }}>
      {VARIANT_NAMES.flatMap((variant) =>
        STYLE_NAMES.flatMap((style) =>
          MODES.map((mode) => (
            <Cell key={`${variant}-${style}-${mode}`} variant={variant} style={style} mode={mode} />
          )),
        ),
      )}
    </div>
  ),
};
