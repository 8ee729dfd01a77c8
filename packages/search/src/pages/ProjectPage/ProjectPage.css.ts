import { style } from '@vanilla-extract/css';
import { bareList, pageTitle, sidebarLayout, stack, vars } from '@talent/ui';

export const page = stack.xl;

export const header = style([stack.sm, { alignItems: 'flex-start' }]);

export const title = pageTitle;

// The job in the main column, its facts and actions in the sidebar.
export const layout = sidebarLayout.end;

export const section = stack.sm;

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const side = style([
  stack.lg,
  {
    padding: vars.space.lg,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
  },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A dt/dd pair; the grid of the list lays out its children. */
export const factRow = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const pools = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }]);

export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm });

export const similar = style([stack.md, bareList]);
