import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Rich text reads like the rest of the portal: the contract's type and colours, links like `Link`,
// tables with lines between rows, and code in the monospace font. Long words and URLs wrap.
export const text = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${text} > :first-child`, { marginTop: 0 });
globalStyle(`${text} > :last-child`, { marginBottom: 0 });
globalStyle(`${text} :is(h2, h3, h4, h5, h6)`, { marginTop: vars.space.lg, marginBottom: vars.space.xs });
globalStyle(`${text} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${text} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${text} :is(h4, h5, h6)`, { fontSize: vars.fontSize.md });
globalStyle(`${text} a`, {
  color: vars.color.primaryStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
globalStyle(`${text} a:hover`, { textDecorationThickness: 2 });
globalStyle(`${text} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
});
globalStyle(`${text} hr`, { border: 0, borderTop: `1px solid ${vars.color.divider}`, marginBlock: vars.space.lg });
globalStyle(`${text} :is(code, pre)`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
globalStyle(`${text} pre`, {
  overflowX: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});
// Tables stay tables (a display other than `table` loses their semantics in some screen readers);
// their cells wrap, so a table of text fits small screens.
globalStyle(`${text} table`, { width: '100%', borderCollapse: 'collapse', marginBlock: vars.space.md });
globalStyle(`${text} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${text} th`, { fontWeight: vars.fontWeight.bold, borderBottomColor: vars.color.border });
