import { describe, expect, it } from 'vitest';
import { loadBundledFonts } from './fontLoading.ts';

describe('loadBundledFonts', () => {
  it('asks for every bundled family and weight with Latin and Arabic sample text', async () => {
    const asked: [string, string | undefined][] = [];
    const fonts = {
      load: (font: string, text?: string) => {
        asked.push([font, text]);
        return Promise.resolve([]);
      },
    } as unknown as FontFaceSet;
    await loadBundledFonts(fonts);
    expect(asked).toContainEqual(['400 16px "Inter"', 'Aa ع']);
    expect(asked).toContainEqual(['700 16px "Noto Sans Arabic"', 'Aa ع']);
    expect(asked.map(([font]) => font)).toContain('600 16px "Source Sans 3"');
    expect(asked).toHaveLength(16);
  });

  it('fails when a face cannot load, instead of rendering with a fallback', async () => {
    const fonts = { load: () => Promise.reject(new Error('network')) } as unknown as FontFaceSet;
    await expect(loadBundledFonts(fonts)).rejects.toThrow('network');
  });
});
