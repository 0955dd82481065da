export { PageHeader } from './PageHeader.tsx';
export type { PageHeaderBackLink, PageHeaderProps } from './PageHeader.types.ts';
