// One icon set for the whole portal: lucide (ISC licence, maintained, one ES module per icon, so
// bundlers keep only the icons imported here). Domain speaks in semantic icon names; this file
// maps them to glyphs, once.
import type { StatusIcon, StatusType } from '@talent/domain';
import {
  Ban,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleHelp,
  CircleX,
  Hourglass,
  Info,
  Pencil,
  Send,
  TriangleAlert,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

/** A glyph component of the icon set. */
export type IconComponent = LucideIcon;

/** The glyph of each semantic status icon of `@talent/domain` (`applicationStatusDisplay(...).icon`). */
export const STATUS_ICONS: Readonly<Record<StatusIcon, IconComponent>> = {
  send: Send,
  alert: CircleAlert,
  progress: CircleDashed,
  question: CircleHelp,
  check: CircleCheck,
  block: Ban,
  undo: Undo2,
  hourglass: Hourglass,
  edit: Pencil,
};

/** The glyph shown with each message tone (alerts, banners, toasts). */
export const TONE_ICONS: Readonly<Record<StatusType, IconComponent>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleX,
};
