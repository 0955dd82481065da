import { applyTheme } from '@market/themes';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from './ThemeRoot.tsx';
import { useDocumentDirection } from './useDocumentDirection.ts';

function DirectionLabel() {
  return <span>{useDocumentDirection()}</span>;
}

describe('ThemeRoot', () => {
  it('re-renders nothing when variant, style, mode or primary colour change', async () => {
    let commits = 0;
    render(
      <Profiler id="tree" onRender={() => (commits += 1)}>
        <ThemeRoot>
          <p>content</p>
        </ThemeRoot>
      </Profiler>,
    );
    const afterMount = commits;
    await act(async () => {
      applyTheme({ variant: 'ocean' });
      applyTheme({ style: 'air' });
      applyTheme({ mode: 'dark' });
      applyTheme({ primaryColor: '#aa3355' });
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(commits).toBe(afterMount);
    expect(document.documentElement.getAttribute('data-mode')).toBe('dark');
  });

  it('follows the document direction', async () => {
    render(
      <ThemeRoot>
        <DirectionLabel />
      </ThemeRoot>,
    );
    expect(screen.getByText('ltr')).toBeInTheDocument();
    await act(async () => {
      applyTheme({ dir: 'rtl' });
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getByText('rtl')).toBeInTheDocument();
    applyTheme({ dir: 'ltr' });
  });

  it('puts the token stylesheet in the document', () => {
    render(<ThemeRoot>x</ThemeRoot>);
    expect(document.getElementById('ui-theme-tokens')?.textContent).toContain('--ui-bg-surface');
  });
});
