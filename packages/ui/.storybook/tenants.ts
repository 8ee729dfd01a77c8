// The shipped tenants, read from tenants/<id>/ at build time, parsed with the same schemas the
// portal uses, and themed with makeTheme: the toolbar switches between them.
import { parseTenant, type Tenant } from '@talent/domain';
import { makeTheme } from '../src/theme/makeTheme.ts';
import type { ThemeValues } from '../src/theme/themeShape.ts';
import type { ThemeOverrides } from '../src/theme/tokens.ts';

/** A tenant as stories need it. */
export interface StoryTenant {
  readonly tenant: Tenant;
  readonly theme: ThemeValues;
  /** URLs of the logo files, by context field. */
  readonly logos: { readonly talentLogo: string; readonly projectLogo: string; readonly legalEntityLogo?: string };
}

const manifests = import.meta.glob<unknown>('../../../tenants/*/tenant.json', { eager: true, import: 'default' });
const themes = import.meta.glob<ThemeOverrides>('../../../tenants/*/theme.json', { eager: true, import: 'default' });
const files = import.meta.glob<string>('../../../tenants/*/logos/*', { eager: true, query: '?url', import: 'default' });

function load(path: string): StoryTenant {
  const folder = path.slice(0, -'tenant.json'.length);
  const tenant = parseTenant(manifests[path]);
  const file = (relative: string) => files[`${folder}${relative}`] ?? '';
  const legal = tenant.context.legalEntity.logo;
  return {
    tenant,
    theme: makeTheme({ primaryColor: tenant.context.primaryColor, ...themes[`${folder}theme.json`] }),
    logos: {
      talentLogo: file(tenant.context.talentLogo),
      projectLogo: file(tenant.context.projectLogo),
      ...(legal ? { legalEntityLogo: file(legal) } : {}),
    },
  };
}

/** The shipped tenants by id. */
export const TENANTS: Readonly<Record<string, StoryTenant>> = Object.fromEntries(
  Object.keys(manifests).map((path) => {
    const t = load(path);
    return [t.tenant.context.id, t];
  }),
);

/** The tenant to show when none is chosen. */
export const DEFAULT_TENANT = 'acme';

/** The tenant of a story's globals (falls back to the default tenant). */
export function storyTenant(globals: Record<string, unknown>): StoryTenant {
  const id = typeof globals['tenant'] === 'string' ? globals['tenant'] : DEFAULT_TENANT;
  const found = TENANTS[id] ?? TENANTS[DEFAULT_TENANT];
  if (!found) throw new Error(`No tenant "${id}" in tenants/`);
  return found;
}
