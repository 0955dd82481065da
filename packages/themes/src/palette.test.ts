import { describe, expect, it } from 'vitest';
import { categorical, gray, type Mode } from './palette.ts';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two opaque sRGB colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// A chart sits on a card (surface) or straight on the page (canvas, gray-2); css.ts sets both.
const backgrounds: Record<Mode, string[]> = {
  light: ['#ffffff', gray.light[1]!],
  dark: [gray.dark[1]!, gray.dark[0]!],
};

describe('categorical chart palette', () => {
  it('has the same number of colours in light and dark', () => {
    expect(categorical.light).toHaveLength(8);
    expect(categorical.dark).toHaveLength(categorical.light.length);
  });

  it.each(['light', 'dark'] as const)('reaches 3:1 against every %s background', (mode) => {
    const weak = categorical[mode].flatMap((colour) =>
      backgrounds[mode]
        .filter((bg) => contrast(colour, bg) < 3)
        .map((bg) => `${colour} on ${bg}: ${contrast(colour, bg).toFixed(2)}`),
    );
    expect(weak).toEqual([]);
  });

  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
