// Bans physical left/right CSS in styled-components templates and inline style objects, so that
// every layout flips for right-to-left by itself. Use the logical properties instead.
const PHYSICAL_IN_CSS =
  /(?:^|[\s;{])((?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|(?:left|right)|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right))\s*:/m;
const TEXT_ALIGN = /text-align\s*:\s*(left|right)\b|float\s*:\s*(left|right)\b/;
const PHYSICAL_KEYS = new Set([
  'left',
  'right',
  'marginLeft',
  'marginRight',
  'paddingLeft',
  'paddingRight',
  'borderLeft',
  'borderRight',
  'borderLeftWidth',
  'borderRightWidth',
  'borderLeftColor',
  'borderRightColor',
  'borderLeftStyle',
  'borderRightStyle',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomLeftRadius',
  'borderBottomRightRadius',
]);

function isStyledTag(tag) {
  if (!tag) return false;
  if (tag.type === 'Identifier')
    return tag.name === 'css' || tag.name === 'createGlobalStyle' || tag.name === 'keyframes';
  if (tag.type === 'MemberExpression')
    return isStyledTag(tag.object) || (tag.object.type === 'Identifier' && tag.object.name === 'styled');
  if (tag.type === 'CallExpression')
    return isStyledTag(tag.callee) || (tag.callee.type === 'Identifier' && tag.callee.name === 'styled');
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Use logical CSS properties (inline-start/end) instead of left/right' },
    messages: {
      physical:
        "Physical CSS '{{what}}' does not flip in right-to-left; use the logical property (inline-start / inline-end).",
    },
    schema: [],
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledTag(node.tag)) return;
        for (const quasi of node.quasi.quasis) {
          const text = quasi.value.cooked ?? quasi.value.raw;
          const m = PHYSICAL_IN_CSS.exec(text) ?? TEXT_ALIGN.exec(text);
          if (m) context.report({ node: quasi, messageId: 'physical', data: { what: m[0].trim() } });
        }
      },
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.type !== 'JSXExpressionContainer') return;
        const expr = node.value.expression;
        if (expr.type !== 'ObjectExpression') return;
        for (const prop of expr.properties) {
          if (prop.type !== 'Property') continue;
          const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.value;
          if (PHYSICAL_KEYS.has(key))
            context.report({ node: prop, messageId: 'physical', data: { what: key } });
          if (key === 'textAlign' && prop.value.type === 'Literal' && /^(left|right)$/.test(prop.value.value))
            context.report({
              node: prop,
              messageId: 'physical',
              data: { what: `textAlign: ${prop.value.value}` },
            });
        }
      },
    };
  },
};

export default { rules: { 'no-physical-css': rule } };
