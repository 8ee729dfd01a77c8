// Pathless layout route: pages under routes/_portal/ render inside the "portal" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '../layouts/PortalLayout.tsx';

export const Route = createFileRoute('/_portal')({ component: PortalLayout });
