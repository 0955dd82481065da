import { useEffect, useRef } from 'react';
import { Button } from '../Button/index.ts';
import type { ToastOptions } from './Toast.types.ts';
import { useToast } from './useToast.ts';

/** Story helper: shows the given toasts on mount (so screenshots have them) and on click. */
export function ToastDemo({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((options) => toast(options));
  }, [toast, toasts]);
  return <Button onClick={() => toasts.forEach((options) => toast(options))}>Show again</Button>;
}
