// One icon set for the whole portal: lucide (ISC licence, maintained, one ES module per icon, so
// bundlers keep only the icons imported here). Domain speaks in semantic icon names; this file
// maps them to glyphs, once. The tone icons (alerts, banners, toasts: the chrome's, on every page)
// and the status icons (statusIcons.ts: application and project statuses) are apart, since a module
// is bundled whole: every page carried the nine status glyphs with the toast's four.
import type { StatusType } from '@talent/domain';
import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

/** A glyph component of the icon set. */
export type IconComponent = LucideIcon;

/** The glyph shown with each message tone (alerts, banners, toasts). */
export const TONE_ICONS: Readonly<Record<StatusType, IconComponent>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
};
