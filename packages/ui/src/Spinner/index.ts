export { Spinner } from './Spinner.tsx';
export type { SpinnerProps } from './Spinner.types.ts';
