import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-physical-css': Rule.RuleModule } };
export default plugin;
