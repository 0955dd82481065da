export { Breadcrumbs } from './Breadcrumbs.tsx';
export type { BreadcrumbsProps } from './Breadcrumbs.types.ts';
