import { semantic } from '@market/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';

// Token reference for designers: the palette ramps, the semantic colours and the shape scale of
// whatever variant/style/mode the toolbar selects.
const meta = { title: 'Themes/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const RAMPS = ['gray', 'accent', 'red', 'green', 'amber', 'blue'] as const;
const STEPS = Array.from({ length: 12 }, (_, i) => i + 1);

export const Palette: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>Palette ramps, steps 1 to 12</caption>
      <tbody>
        {RAMPS.map((ramp) => (
          <tr key={ramp}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 12, fontWeight: 500 }}>
              {ramp}
            </th>
            {STEPS.map((step) => (
              <td key={step} title={`--ui-${ramp}-${step}`}>
                <div style={{ inlineSize: 44, blockSize: 28, background: `var(--ui-${ramp}-${step})` }} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

const colourTokens = Object.keys(semantic).filter((name) => /^(bg|fg|border)-/.test(name));

export const SemanticColours: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 8,
        listStyle: 'none',
        padding: 0,
        margin: 0,
        fontSize: 11,
      }}
    >
      {colourTokens.map((name) => {
        // Text colours are shown as fills: a disabled or inverse sample would (rightly) fail contrast.
        const css = name.startsWith('border-')
          ? { border: `3px solid var(--ui-${name})`, background: 'var(--ui-bg-surface)' }
          : { background: `var(--ui-${name})` };
        return (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden style={{ inlineSize: 28, blockSize: 20, borderRadius: 4, ...css }} />
            <code style={{ color: 'var(--ui-fg-default)' }}>{name}</code>
          </li>
        );
      })}
    </ul>
  ),
};

export const ShapeAndType: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16 }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <div
            key={size}
            style={{
              inlineSize: 120,
              blockSize: 64,
              display: 'grid',
              placeItems: 'center',
              background: 'var(--ui-bg-surface)',
              border: 'var(--ui-border-width) solid var(--ui-border-default)',
              borderRadius: `var(--ui-radius-${size})`,
              boxShadow: `var(--ui-shadow-${size})`,
            }}
          >
            radius/shadow {size}
          </div>
        ))}
      </div>
      {(['2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <p key={size} style={{ margin: 0, fontSize: `var(--ui-font-size-${size})` }}>
          {size}: Orders placed today — الطلبات اليوم
        </p>
      ))}
    </div>
  ),
};
