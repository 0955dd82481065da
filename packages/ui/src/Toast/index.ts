export { loadToastStack, ToastProvider } from './Toast.tsx';
export { useToast } from './useToast.ts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast.types.ts';
