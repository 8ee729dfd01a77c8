// `talent/no-literal-string-in-jsx`: formatjs's `no-literal-string-in-jsx`, with one allowance.
// Text without a letter — a space between a message and a link (`{' '}`), an ellipsis, the
// brackets around a formatted number — is layout, not language, and has nothing to translate.
// Everything with a letter in it is reported exactly as formatjs reports it.
import formatjs from 'eslint-plugin-formatjs';

const base = formatjs.rules['no-literal-string-in-jsx'];

/** The text a reported node carries (string literal, JSX text, template quasis, attribute value). */
function textOf(node) {
  if (!node) return '';
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? node.value : '';
    case 'JSXText':
      return node.value;
    case 'TemplateLiteral':
      return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'JSXAttribute':
      return textOf(node.value);
    case 'JSXExpressionContainer':
      return textOf(node.expression);
    default:
      // Anything else formatjs reports is treated as text.
      return 'x';
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const literalStringsRule = {
  meta: {
    ...base.meta,
    docs: {
      description: 'No untranslated text in JSX (text with letters); punctuation and spaces are allowed.',
    },
  },
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value: (descriptor) => {
          if (/\p{L}/u.test(textOf(descriptor.node))) context.report(descriptor);
        },
      },
    });
    return base.create(filtered);
  },
};
