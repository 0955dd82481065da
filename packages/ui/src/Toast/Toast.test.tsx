import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast.tsx';
import type { ToastOptions } from './Toast.types.ts';
import { useToast } from './useToast.ts';

function LoginButton({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Log in
    </button>
  );
}

/**
 * The stack loads with the first toast (Toast.tsx): its notifications region appears then. The first
 * load transforms Radix's modules, which takes over a second on a busy machine.
 */
const stackRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 10_000 });

// Radix announces a toast through a live region that exists for one second only, so the click
// is synchronous and the check follows after the two frames Radix waits before rendering it.
async function showToastAndWaitForAnnouncement() {
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await stackRegion();
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const loggedIn: ToastOptions = { title: 'Logged In', description: 'You have successfully logged in!' };

// Keyboard walks through Radix layers take seconds on a busy shared machine; 5 s is too tight.
describe('Toast', { timeout: 20_000 }, () => {
  it('shows a toast announced in a status region with title and description', async () => {
    render(
      <ToastProvider>
        <LoginButton options={loggedIn} />
      </ToastProvider>,
    );
    await showToastAndWaitForAnnouncement();
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveTextContent('Logged In');
    expect(region).toHaveTextContent('You have successfully logged in!');
    const status = screen.getAllByRole('status').find((node) => node.textContent?.includes('Logged In'));
    expect(status).toBeDefined();
  });

  it('announces errors assertively and good news politely', async () => {
    const { unmount } = render(
      <ToastProvider>
        <LoginButton options={{ title: 'Refund failed', tone: 'error' }} />
      </ToastProvider>,
    );
    await showToastAndWaitForAnnouncement();
    const status = screen.getAllByRole('status').find((node) => node.textContent?.includes('Refund failed'));
    expect(status).toHaveAttribute('aria-live', 'assertive');
    unmount();
    render(
      <ToastProvider>
        <LoginButton options={{ title: 'Store approved', tone: 'success' }} />
      </ToastProvider>,
    );
    await showToastAndWaitForAnnouncement();
    const polite = screen.getAllByRole('status').find((node) => node.textContent?.includes('Store approved'));
    expect(polite).toHaveAttribute('aria-live', 'polite');
  });

  it('closes from its labelled dismiss button', async () => {
    render(
      <ToastProvider dismissLabel="إغلاق الإشعار">
        <LoginButton options={loggedIn} />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'إغلاق الإشعار' }, { timeout: 10_000 }));
    expect(screen.getByRole('region', { name: /Notifications/ })).not.toHaveTextContent('Logged In');
  });

  it('closes by itself after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(
        <ToastProvider>
          <LoginButton options={{ ...loggedIn, duration: 1000 }} />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      const region = await stackRegion();
      await waitFor(() => expect(region).toHaveTextContent('Logged In'));
      await act(async () => {
        vi.advanceTimersByTime(1100);
      });
      expect(region).not.toHaveTextContent('Logged In');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stacks several toasts', async () => {
    render(
      <ToastProvider>
        <LoginButton options={loggedIn} />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(
      await screen.findAllByRole('button', { name: 'Dismiss notification' }, { timeout: 10_000 }),
    ).toHaveLength(2);
  });

  it('loads its stack with the first toast, and shows the toasts asked for while it loads', async () => {
    // Modules afresh: the stack has not been loaded by an earlier test.
    vi.resetModules();
    const { ToastProvider: FreshProvider } = await import('./Toast.tsx');
    const { useToast: freshUseToast } = await import('./useToast.ts');
    function Button() {
      const { toast } = freshUseToast();
      return (
        <button type="button" onClick={() => toast(loggedIn)}>
          Log in
        </button>
      );
    }
    render(
      <FreshProvider>
        <Button />
      </FreshProvider>,
    );
    // Nothing of Radix's toast before: a page that never toasts never loads it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    const button = screen.getByRole('button', { name: 'Log in' });
    fireEvent.click(button);
    fireEvent.click(button);
    const region = await stackRegion();
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(2),
    );
  });

  it('shows the stack from the first render once it has loaded', async () => {
    const { loadToastStack } = await import('./Toast.tsx');
    await loadToastStack();
    render(<ToastProvider />);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('needs the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<LoginButton options={loggedIn} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});
