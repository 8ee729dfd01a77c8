// Pathless layout route: pages under routes/_frameless/ render inside the "frameless" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { FramelessLayout } from '../layouts/FramelessLayout.tsx';

export const Route = createFileRoute('/_frameless')({ component: FramelessLayout });
