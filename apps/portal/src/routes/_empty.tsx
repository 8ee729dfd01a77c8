// Pathless layout route: pages under routes/_empty/ render inside the "empty" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { EmptyLayout } from '../layouts/EmptyLayout.tsx';

export const Route = createFileRoute('/_empty')({ component: EmptyLayout });
