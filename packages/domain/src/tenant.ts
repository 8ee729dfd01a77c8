// A tenant (white-label client) as data: the `tenant.json` of a `tenants/<id>/` folder, and the
// CMS content files next to it. The portal, the API server and `npm test` parse tenants with
// these schemas, so a new client is a new folder, never a code change.
import * as v from 'valibot';
import { clientConfigSchema, clientContextSchema, legalEntityConfigSchema } from './config.ts';
import type { Category, CmsLink } from './entities.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const locale = v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/));

/** Schema of `tenant.json`: client context (spec §1), client config with defaults (spec §3), presentation flags. */
export const tenantSchema = v.strictObject({
  context: clientContextSchema,
  config: v.optional(clientConfigSchema, {}),
  legalEntityConfig: v.optional(legalEntityConfigSchema, {}),
  /** Hide the footer's public link blocks (pools, categories, cities) even when logged out (spec §2). */
  hidePublicLinkBlocks: v.optional(v.boolean(), false),
});

/** A parsed tenant: every default applied. */
export type Tenant = v.InferOutput<typeof tenantSchema>;

/** Parses `tenant.json`, applying the config defaults; throws a `ValiError` naming the bad key. */
export function parseTenant(input: unknown): Tenant {
  return v.parse(tenantSchema, input);
}

/** Schema of a CMS category (spec §3, the CMS's snake_case field names). */
export const cmsCategorySchema = v.strictObject({
  id,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  default_image: v.optional(v.nullable(v.string()), null),
  translations: v.pipe(
    v.array(
      v.strictObject({
        language_code: locale,
        name: text,
        image: v.optional(v.nullable(v.string()), null),
        description: v.optional(v.nullable(v.string()), null),
      }),
    ),
    v.minLength(1),
  ),
}) satisfies v.GenericSchema<unknown, Category>;

/** Schema of a CMS footer link (spec §3). */
export const cmsLinkSchema = v.strictObject({
  id,
  link_url: text,
  link_label: text,
  link_follow: v.boolean(),
  show_footer_left: v.boolean(),
  show_footer_right: v.boolean(),
  link_language: locale,
  link_target: v.optional(v.nullable(v.picklist(['_self', '_blank'])), null),
  link_on_tux: v.boolean(),
}) satisfies v.GenericSchema<unknown, CmsLink>;
