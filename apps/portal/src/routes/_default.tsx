// Pathless layout route: pages under routes/_default/ render inside the "default" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';

export const Route = createFileRoute('/_default')({ component: DefaultLayout });
