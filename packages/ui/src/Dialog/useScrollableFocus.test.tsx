import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

function OpenDialog() {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="Return request" description="Order #10482" closeLabel="Close">
        <Dialog.Body data-testid="body">The blender arrived with a cracked jar.</Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** jsdom lays nothing out: give every element the heights of an overflowing (or not) body. */
function fakeHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('a scrollable dialog body', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is keyboard-focusable when its content overflows', () => {
    fakeHeights(900, 300);
    render(<OpenDialog />);
    expect(screen.getByTestId('body')).toHaveAttribute('tabindex', '0');
  });

  it('stays out of the tab order when everything fits', () => {
    fakeHeights(300, 300);
    render(<OpenDialog />);
    expect(screen.getByTestId('body')).not.toHaveAttribute('tabindex');
  });
});
