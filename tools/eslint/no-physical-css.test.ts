import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { describe, it } from 'vitest';
import plugin from './no-physical-css.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-physical-css', plugin.rules['no-physical-css'], {
  valid: [
    'const A = styled.div`margin-inline-start: 4px; padding-inline-end: 2px; inset-inline-start: 0; text-align: start;`;',
    'const B = css`border-inline-end: 1px solid var(--ui-border-default);`;',
    'const C = styled(Button)`transform: translateX(0);`;',
    'const el = <div style={{ paddingInlineStart: 8, textAlign: "start" }} />;',
    // Not a style template: left/right in prose are fine.
    'const msg = `swipe right: ${x}`;',
  ],
  invalid: [
    { code: 'const A = styled.div`margin-left: 4px;`;', errors: 1 },
    { code: 'const A = styled.div`\n  padding-right: 4px;\n`;', errors: 1 },
    { code: 'const A = styled.div`position: absolute; left: 0;`;', errors: 1 },
    { code: 'const A = styled(Link)`text-align: right;`;', errors: 1 },
    { code: 'const A = css`border-left-color: red;`;', errors: 1 },
    { code: 'const A = styled.div.attrs({})`float: left;`;', errors: 1 },
    { code: 'const el = <div style={{ marginLeft: 8 }} />;', errors: 1 },
    { code: 'const el = <div style={{ textAlign: "right" }} />;', errors: 1 },
  ],
});
