// The client (tenant) context of spec §1 and the client config keys of spec §3, with defaults.
// Tenants are data: a tenant file is parsed with these schemas, so a typo in a key or a wrong
// type is a clear error at load time instead of a silent default.
import * as v from 'valibot';
import { DEFAULT_CURRENCY, DEFAULT_USER_DEVICE_VALIDITY_DAYS } from './constants.ts';
import { RATE_UNITS, VERIFICATION_MODES } from './enums.ts';

const iso2 = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'Expected an ISO 3166-1 alpha-2 country code'));
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code'));
const mode = v.picklist(VERIFICATION_MODES);
const looseRecord = v.record(v.string(), v.unknown());

/** Schema of the client config keys; every key is optional and gets the spec's default. */
export const clientConfigSchema = v.strictObject({
  /** Address validation settings, passed to the address lookup. */
  addressValidation: v.optional(looseRecord, {}),
  /** Currencies a talent may quote rates in. */
  currencies: v.optional(v.pipe(v.array(currency), v.minLength(1)), [DEFAULT_CURRENCY]),
  /** Ask talent for countries they want to work in. */
  countriesOfInterest: v.optional(v.boolean(), false),
  /** Projects may link to an external application page. */
  externalApplicationLink: v.optional(v.boolean(), false),
  /** Default the project search location from the visitor's IP address. */
  ipDetectionOnProjectSearch: v.optional(v.boolean(), false),
  /** Offer a digest of job notifications. */
  jobNotificationDigest: v.optional(v.boolean(), false),
  /** Use the multi-step project application flow. */
  modernProjectApplicationFlow: v.optional(v.boolean(), true),
  /** Ask pre-application questions in the application flow. */
  preApplicationQuestions: v.optional(v.boolean(), true),
  /** Public (logged-out) project search is off; the spec stores the inverted flag. */
  publicSearchDisabled: v.optional(v.boolean(), false),
  /** Freelancer login settings (identity providers and their options). */
  freelancerLogin: v.optional(looseRecord, {}),
  /** Verification mode of each channel. */
  requiredVerifications: v.optional(
    v.strictObject({
      email: v.optional(mode, 'principal'),
      mobileNumber: v.optional(mode, 'disabled'),
    }),
    {},
  ),
  /** Countries listed first, in this order, in country pickers. */
  preferredSortedCountries: v.optional(v.array(iso2), []),
  /** Record the country a talent registered from for notifications. */
  registerNotificationCountry: v.optional(v.boolean(), false),
  /** Days a verified device stays trusted. */
  userDeviceValidityDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), DEFAULT_USER_DEVICE_VALIDITY_DAYS),
  /** Emails may contain characters beyond letters, digits and `@ . - _`. */
  emailSpecialCharacters: v.optional(v.boolean(), true),
  /** Which countries the mobile number field offers, and in what order. */
  mobileCountriesSettings: v.optional(
    v.strictObject({
      excludedEnabled: v.optional(v.boolean(), false),
      excludedList: v.optional(v.array(iso2), []),
      prefEnabled: v.optional(v.boolean(), false),
      prefList: v.optional(v.array(iso2), []),
    }),
    {},
  ),
  /** Job type of the client's job feed, if it has one. */
  feedJobType: v.optional(v.nullable(v.string()), null),
});

/** Client config with every default applied. */
export type ClientConfig = v.InferOutput<typeof clientConfigSchema>;
/** Client config as written in a tenant file (every key optional). */
export type ClientConfigInput = v.InferInput<typeof clientConfigSchema>;

/** The client config defaults of spec §3. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = Object.freeze(v.parse(clientConfigSchema, {}));

/** Applies defaults to a client config and validates it; throws a `v.ValiError` naming bad keys. */
export function parseClientConfig(input: unknown): ClientConfig {
  return v.parse(clientConfigSchema, input ?? {});
}

/** Whether a field of the application form must be filled in, may be, or is not asked. */
export const JOB_FIELD_MODES = ['REQUIRED', 'OPTIONAL', 'HIDDEN'] as const;
/** A job field's mode. */
export type JobFieldMode = (typeof JOB_FIELD_MODES)[number];

const jobFieldMode = v.optional(v.picklist(JOB_FIELD_MODES), 'OPTIONAL');

/**
 * The legal entity's settings of the application form's fields: the talent's rate and the
 * motivation comment, each REQUIRED, OPTIONAL (the default) or HIDDEN (not asked; a hidden rate
 * is submitted without a value).
 */
export const jobFieldSettingsSchema = v.strictObject({
  hourlyRate: jobFieldMode,
  motivationComment: jobFieldMode,
});
/** Job field settings with defaults applied. */
export type JobFieldSettings = v.InferOutput<typeof jobFieldSettingsSchema>;

/**
 * A margin on talent rates: ABSOLUTE adds `value` major units of the rate's currency, PERCENTAGE
 * adds `value` percent (at most two decimals). Never negative: the client's margin is a markup.
 */
const rateMarginSchema = v.strictObject({
  type: v.picklist(['ABSOLUTE', 'PERCENTAGE']),
  value: v.pipe(
    v.number(),
    v.finite(),
    v.minValue(0),
    v.maxValue(100000),
    v.check((n) => Math.round(n * 100) / 100 === n, 'Expected at most two decimals'),
  ),
});
const noMargin = { type: 'PERCENTAGE', value: 0 } as const;

/** The client's margin per rate unit (default: none, a 0 % margin). */
export const rateMarginsSchema = v.strictObject(
  Object.fromEntries(RATE_UNITS.map((unit) => [unit, v.optional(rateMarginSchema, noMargin)])) as Record<
    (typeof RATE_UNITS)[number],
    v.OptionalSchema<typeof rateMarginSchema, typeof noMargin>
  >,
);

/** Legal-entity config: job field settings and rate margins. */
export const legalEntityConfigSchema = v.strictObject({
  jobFieldSettings: v.optional(jobFieldSettingsSchema, {}),
  rateMargins: v.optional(rateMarginsSchema, {}),
});
/** Legal-entity config with defaults applied. */
export type LegalEntityConfig = v.InferOutput<typeof legalEntityConfigSchema>;
/** The legal-entity config defaults. */
export const DEFAULT_LEGAL_ENTITY_CONFIG: LegalEntityConfig = Object.freeze(v.parse(legalEntityConfigSchema, {}));

const localeTag = v.pipe(v.string(), v.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a locale such as "en" or "de-CH"'));

/** Schema of the client context fields of spec §1. */
export const clientContextSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected a lowercase id (letters, digits, dashes)')),
    name: v.pipe(v.string(), v.trim(), v.minLength(1)),
    /** Host name the client's portal answers on. */
    talentDomainName: v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
        'Expected a host name',
      ),
    ),
    languages: v.pipe(
      v.array(v.strictObject({ iso: localeTag, name: v.pipe(v.string(), v.minLength(1)) })),
      v.minLength(1, 'A client needs at least one language'),
      v.check((list) => new Set(list.map((l) => l.iso)).size === list.length, 'Languages must not repeat'),
    ),
    primaryColor: v.pipe(v.string(), v.hexColor('Expected a hex colour such as #0052cc')),
    talentLogo: v.pipe(v.string(), v.minLength(1)),
    projectLogo: v.pipe(v.string(), v.minLength(1)),
    ogImage: v.pipe(v.string(), v.minLength(1)),
    legalEntity: v.strictObject({
      name: v.pipe(v.string(), v.minLength(1)),
      show_logo: v.boolean(),
      logo: v.nullable(v.string()),
    }),
    reCaptchaSiteKey: v.nullable(v.string()),
    reCaptchaIsEnabled: v.boolean(),
  }),
  v.forward(
    v.check(
      (c) => !c.reCaptchaIsEnabled || (c.reCaptchaSiteKey ?? '').length > 0,
      'reCAPTCHA is enabled but no site key is set',
    ),
    ['reCaptchaSiteKey'],
  ),
  v.forward(
    v.check((c) => !c.legalEntity.show_logo || (c.legalEntity.logo ?? '').length > 0, 'show_logo needs a logo'),
    ['legalEntity', 'logo'],
  ),
);
/** The client context of spec §1. */
export type ClientContext = v.InferOutput<typeof clientContextSchema>;
