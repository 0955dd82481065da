export { AuthLayout } from './AuthLayout.tsx';
export type { AuthLayoutBackground, AuthLayoutProps } from './AuthLayout.types.ts';
