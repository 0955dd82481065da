import { buildThemeCss, declaredTokenNames } from '@market/themes';
import { describe, expect, it } from 'vitest';
import { seriesColor } from './environment.ts';

describe('series colours', () => {
  it('are theme tokens the stylesheet declares, repeating after eight', () => {
    const declared = declaredTokenNames(buildThemeCss());
    const names = Array.from({ length: 9 }, (_, i) => /var\(--ui-([a-z0-9-]+)\)/.exec(seriesColor(i))![1]!);
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
    expect(new Set(names.slice(0, 8)).size).toBe(8);
    expect(names[8]).toBe(names[0]);
  });
});
