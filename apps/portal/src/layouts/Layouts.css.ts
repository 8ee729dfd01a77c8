import { vars } from '@talent/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1264px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
  outline: 'none',
});
export const narrow = style({ maxWidth: '560px' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 1000,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.primaryStrong,
  selectors: { '&:focus': { top: vars.space.sm } },
});
export const framelessBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const logo = style({ height: '40px', width: 'auto' });
/** The job applied to and Cancel; wraps under the logo on a phone. */
export const jobBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
});
export const jobBarText = style({ margin: 0, overflowWrap: 'anywhere' });
