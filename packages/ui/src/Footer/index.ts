export { Footer } from './Footer.tsx';
export type { FooterProps, FooterVariant } from './Footer.types.ts';
