export { savedViewMutations, savedViewQueries } from './savedViews.ts';
