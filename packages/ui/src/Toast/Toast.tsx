import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import type { ToastItem, ToastOptions, ToastProviderProps } from './Toast.types.ts';
import type { ToastStackProps } from './ToastStack.tsx';
import { ToastContext } from './useToast.ts';

type ToastStackComponent = ComponentType<ToastStackProps>;
let stackModule: Promise<ToastStackComponent> | null = null;
/** Once loaded, a provider mounted later renders the stack from its first render. */
let loadedStack: ToastStackComponent | null = null;

/**
 * The stack's module, loaded once; a failed load is tried again with the next toast. Stories call it
 * ahead (Storybook's loaders) so that toasts shown on mount are there for the screenshot and axe.
 */
export function loadToastStack(): Promise<ToastStackComponent> {
  stackModule ??= import('./ToastStack.tsx').then(
    (module) => (loadedStack = module.default),
    (error: unknown) => {
      stackModule = null;
      throw error;
    },
  );
  return stackModule;
}

/**
 * Mount once near the app root; toasts stack at the block-end, inline-end corner of the screen.
 *
 * The stack (Radix's toast and its layers, about 7 KB gzip) loads with the first toast, so a page that
 * never shows one, such as sign-in, does not load it. Toasts asked for meanwhile wait in the queue.
 */
export function ToastProvider({
  children,
  duration = 5000,
  label = 'Notifications ({hotkey})',
  dismissLabel = 'Dismiss notification',
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // In state as `{ Stack }`: a component itself passed to setState would be called as an updater.
  const [loaded, setLoaded] = useState<{ Stack: ToastStackComponent } | null>(() =>
    loadedStack ? { Stack: loadedStack } : null,
  );
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setItems((current) => [...current, { ...options, id }]);
    loadToastStack().then(
      (Stack) => setLoaded((current) => current ?? { Stack }),
      // Offline or a new deployment: the toast stays queued and shows once a later toast's load works.
      () => undefined,
    );
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {loaded && (
        <loaded.Stack
          items={items}
          dismiss={dismiss}
          duration={duration}
          label={label}
          dismissLabel={dismissLabel}
        />
      )}
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';
