import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  paddingBlock: vars.space.lg,
  borderTop: `1px solid ${vars.color.divider}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  outline: 'none',
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

// The saved state: a quiet line under the controls, announced politely when its text changes. It
// stays rendered (and displayed) while empty: a live region shown only with its text is not read.
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.successText });

/** A list of items inside a section (sessions, devices, alerts): one per row, divided by lines. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
  minWidth: 0,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const itemMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Controls of a section stacked with room between them. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A small form inside a list item (renaming an alert): the full width of the item. */
export const inlineForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexBasis: '100%',
  minWidth: 0,
});

/** A code-like value (a masked security id). */
export const mono = style({ fontFamily: vars.font.mono, letterSpacing: '0.05em' });

/** Text from the client's data whose line breaks mean something (a project's explanation). */
export const preLine = style({ whiteSpace: 'pre-line' });

/** Links side by side, wrapping on narrow screens. */
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
