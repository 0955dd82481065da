export { Heading } from './Heading.tsx';
export type { HeadingProps } from './Heading.types.ts';
