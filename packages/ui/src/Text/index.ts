export { Text } from './Text.tsx';
export type { TextProps } from './Text.types.ts';
