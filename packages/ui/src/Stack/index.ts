export { Stack } from './Stack.tsx';
export type { StackProps } from './Stack.types.ts';
