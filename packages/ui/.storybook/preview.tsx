// Every story renders inside the tenant chosen in the toolbar (theme variables on :root, the
// tenant's languages in the locale menu). The a11y addon runs axe on every story; in the Vitest
// run a violation fails the story, once per tenant (vitest.storybook.config.ts).
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ThemeStyle } from '../src/theme/ThemeStyle.tsx';
import { DEFAULT_TENANT, TENANTS, storyTenant } from './tenants.ts';

const locales = [...new Set(Object.values(TENANTS).flatMap((t) => t.tenant.context.languages.map((l) => l.iso)))];

// Named as a component: Storybook renders decorators as components, so they may use hooks.
const WithTenant: Decorator = (Story, context) => {
  const { theme } = storyTenant(context.globals);
  const locale = typeof context.globals['locale'] === 'string' ? context.globals['locale'] : 'en';
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <>
      <ThemeStyle values={theme} />
      <Story />
    </>
  );
};

const preview: Preview = {
  decorators: [WithTenant],
  globalTypes: {
    tenant: {
      description: 'Tenant (white-label client) theme',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: Object.entries(TENANTS).map(([id, t]) => ({ value: id, title: t.tenant.context.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of the texts and formats',
      toolbar: { title: 'Locale', icon: 'globe', items: locales, dynamicTitle: true },
    },
  },
  initialGlobals: { tenant: DEFAULT_TENANT, locale: 'en' },
  parameters: {
    layout: 'padded',
    // Violations fail the story's test (and show in the a11y panel).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
