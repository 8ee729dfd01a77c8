// The glyphs of the domain's semantic status icons (see icons.ts): only status badges need them.
import type { StatusIcon } from '@talent/domain';
import { Ban, CircleAlert, CircleCheck, CircleDashed, CircleHelp, Hourglass, Pencil, Send, Undo2 } from 'lucide-react';
import type { IconComponent } from './icons.ts';

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
