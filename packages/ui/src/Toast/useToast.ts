import { createContext, useContext } from 'react';
import type { ToastApi } from './Toast.types.ts';

export const ToastContext = createContext<ToastApi | null>(null);

/** `toast({ title, description, tone })` from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
