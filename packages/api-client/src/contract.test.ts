// The contract against the product spec: every call of spec §7, the entities of §3 with their
// field names, the enums of §4 (compared with @talent/domain, which encodes the same rules), the
// error and security conventions, and every example validated against its schema.
import {
  ADDRESS_ISSUES,
  ADDRESS_LOOKUP_RESULTS,
  APPLICATION_LONG_STATUSES,
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUSES,
  DEFAULT_CLIENT_CONFIG,
  DOCUMENT_METHODS,
  FORM_MODES,
  IMAGE_WIDTHS,
  INVITATION_CODES,
  INVITATION_STATES,
  LOGIN_FLOWS,
  LOGIN_METHODS,
  ONBOARDING_TYPES,
  ONE_TIME_LINK_STATES,
  PROJECT_STATUSES,
  RATE_TYPES,
  RATE_UNITS,
  SLOT_RESULTS,
  VERIFICATION_MODES,
  WORK_PREFERENCES,
  clientContextSchema,
} from '@talent/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contractUrl } from './contract.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string; in?: string; name?: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Schema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  enum?: unknown[];
  examples?: unknown[];
}
interface Contract {
  openapi: string;
  servers: { url: string }[];
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    parameters: Record<string, { in: string; name: string }>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
}

const contract = parse(readFileSync(contractUrl, 'utf8')) as Contract;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method: method.toUpperCase(), path, op: item[method]! })),
);
const key = (method: string, path: string) => `${method} ${path}`;
const has = new Set(operations.map((o) => key(o.method, o.path)));

// Spec §7, transcribed call by call (base path /v1/api). Path parameters are named as the spec
// writes them; unnamed ones are `{id}`.
const SPEC_CALLS: Record<string, string[]> = {
  search: ['POST /search/project/query', 'POST /publicsearch/project/query', 'POST /search/pool/query'],
  'freelancer PUT': [
    'PUT /freelancer',
    'PUT /freelancer/resetPassword',
    'PUT /freelancer/resetPhoneCode',
    'PUT /freelancer/resetForgotPassword',
    'PUT /freelancer/clientSubscription',
    'PUT /freelancer/clientSubscription/{uuid}',
    'PUT /freelancer/updateResidenceCountry',
    'PUT /freelancer/updateProfileInfo',
    'PUT /freelancer/cv/pdf',
    'PUT /freelancer/notAvailable/{id}',
    'PUT /freelancer/rate',
  ],
  'freelancer POST': [
    'POST /forgotPassword/send',
    'POST /freelancer/locale',
    'POST /freelancer/register',
    'POST /freelancer/registerFromPhone',
    'POST /freelancer/registerFromLinkedIn',
    'POST /freelancer/registerFromGoogle',
    'POST /freelancer/registerFromAuth0',
    'POST /freelancer/fillMissingRegistrationData',
    'POST /freelancer/notAvailable',
    'POST /freelancer/referral',
    'POST /freelancer/securityId',
    'POST /freelancer/legal/agree',
    'POST /freelancer/tosDeactivate',
    'POST /freelancer/email/exists',
    'POST /freelancer/phone/exists',
    'POST /freelancer/phoneCode/expiry',
    'POST /freelancer/changeEmail',
    'POST /freelancer/confirmUpdatedEmail',
    'POST /freelancer/cv',
  ],
  'freelancer GET': [
    'GET /freelancer',
    'GET /freelancer/strength',
    'GET /freelancer/cv/resources',
    'GET /freelancer/activate',
    'GET /freelancer/verifyEmail',
    'GET /freelancer/cv',
    'GET /freelancer/hasPassword',
    'GET /freelancer/sendActivationEmail',
    'GET /freelancer/notAvailable',
    'GET /freelancer/securityIds',
    'GET /freelancer/legal/needsToAgree',
    'GET /freelancer/rate',
    'GET /freelancer/cv/parse',
    'GET /freelancer/resendEmailVerification',
  ],
  'freelancer DELETE': ['DELETE /freelancer/cv/pdf/{id}', 'DELETE /freelancer/notAvailable/{id}'],
  devices: [
    'GET /userDevices/{id}/isTrusted',
    'POST /userDevices/{id}',
    'GET /userDevices',
    'DELETE /userDevices/{id}',
  ],
  onboarding: [
    'GET /flexOnboarding/profile',
    'PATCH /flexOnboarding/profile',
    'GET /flexOnboarding',
    'PUT /flexOnboarding',
    'POST /flexOnboarding/long/store',
    'POST /flexOnboarding/short/store',
    'GET /client/categories',
    'GET /pool/categories',
    'POST /geo/resolve',
  ],
  auth: [
    'POST /authorize',
    'POST /authorizeWithUrlToken',
    'POST /authorizeWithLinkedInToken',
    'POST /authorizeWithOtlToken',
    'POST /authorizeWithGoogleToken',
    'POST /authorizeWithAuth0Token',
    'POST /authorizeWithMobileToken',
    'POST /refreshToken',
    'POST /oneTimeLinkLogin',
    'POST /logout',
  ],
  pools: [
    'GET /pool/membership',
    'POST /pool/membership/{id}/switchNotification',
    'POST /pool/{id}/membership/apply',
    'GET /pool/membership/accepted',
    'GET /pool/{id}',
    'DELETE /pool/{id}/membership/cancel',
    'POST /pool/{id}/toggleJobNotification',
    'POST /pool/{id}/toggleJobNotification/{uuid}',
    'GET /pool/{id}/projectApplications',
    'GET /pool/{id}/projectInvitations/open',
  ],
  projects: [
    'GET /project/{id}',
    'GET /project/siteLocations',
    'POST /project/exclude',
    'POST /project/exclude/{id}',
    'GET /project/{id}/pageOpen',
    'GET /project/listExclusions',
    'GET /project/{id}/securityIdFaqVerbiage',
    'GET /project/{id}/securityIdPattern',
    'GET /project/{id}/apply/rates/calculate',
    'GET /project/{id}/applicationFlow',
    'PATCH /project/{id}/applicationFlow',
    'DELETE /project/{id}/applicationFlow',
    'POST /project/{id}/finishFlow',
    'GET /project/{id}/options',
    'GET /project/{id}/similars',
  ],
  applications: [
    'GET /projectApplication/{id}/question',
    'GET /projectApplication',
    'POST /projectApplication',
    'GET /projectApplication/{id}/flowsteps',
    'GET /projectApplication/drafts',
    'PUT /projectApplication/{id}',
    'PUT /projectApplication/{id}/withdraw',
    'GET /projectApplication/{id}/calendar/freebusy',
    'POST /projectApplication/{id}/legal/agree',
    'GET /projectApplication/{id}/load',
    'GET /projectApplication/{id}/assessment',
    'GET /projectInvitation/open',
  ],
  misc: [
    'GET /breadcrumbs',
    'GET /affiliate',
    'GET /languages',
    'GET /country',
    'GET /image/{uuid}',
    'POST /resource',
    'GET /napi/resource/{id}/meta',
    'GET /napi/announcement',
  ],
};

/** The client's vendor-management system (VMS) on the integration API. */
const VMS_CALLS = [
  'GET /integration/webhook',
  'PUT /integration/webhook',
  'DELETE /integration/webhook',
  'GET /integration/applications/feed',
  'GET /integration/applications/{id}',
  'POST /integration/applications/{id}/status',
  'GET /integration/applications/{id}/documents/{document}',
  'POST /integration/invitations',
  'POST /integration/invitations/{id}/cancel',
  'PUT /integration/projects/{vmsId}/interviewSlots',
];

/** The one integration operation without the API key: the signed link is the credential. */
const SIGNED_LINK_OPERATION = 'GET /integration/applications/{id}/documents/{document}';

// What a real portal needs beyond §7 (the contract issue lists these).
const EXTRA_CALLS = [
  'GET /client/context',
  'GET /cms/categories',
  'GET /cms/links',
  'GET /freelancer/hiddenFields',
  // The profile page edits the structured CV in sections (spec §7 only reads it).
  'PUT /freelancer/cv',
  'POST /integration/projects',
  // The content of one's own files (a generated CV to download; spec §7 lists only the metadata).
  'GET /napi/resource/{id}',
  // The page of a job by the client's own id (spec §2 `/projects/ext/{id}`), which tells a removed
  // job (410) from an id the client never used (404); a search on the vmsId filter cannot.
  'GET /project/ext/{vmsId}',
  // Invitations can be declined, not only accepted by applying (spec §1 "handle invitations").
  'PUT /projectInvitation/{id}/decline',
  // The VMS side of applications (issue 15): the client's system reads, moves and invites.
  ...VMS_CALLS,
  // The account (issue 16): email settings and the digest, sessions, consents, GDPR export and
  // erasure, job alerts, managing emails from a mail's link (RFC 8058 one-click), CMS pages.
  'GET /freelancer/notificationSettings',
  'PUT /freelancer/notificationSettings',
  'GET /freelancer/sessions',
  'DELETE /freelancer/sessions/{id}',
  'POST /freelancer/signOutEverywhere',
  'GET /freelancer/consents',
  'GET /freelancer/dataExport',
  'POST /freelancer/dataExport',
  'GET /dataExport/download',
  'POST /freelancer/erase',
  'GET /jobAlerts',
  'POST /jobAlerts',
  'PUT /jobAlerts/{id}',
  'DELETE /jobAlerts/{id}',
  'GET /subscriptions/{uuid}',
  'PUT /subscriptions/{uuid}',
  'DELETE /subscriptions/{uuid}/jobAlerts/{id}',
  'POST /subscriptions/{uuid}/oneClick',
  'GET /cms/pages',
  'GET /cms/pages/{slug}',
];

// Server-to-server operations: the client's integration API key instead of a talent token.
const INTEGRATION_OPERATIONS = ['POST /integration/projects', ...VMS_CALLS]
  .filter((call) => call !== SIGNED_LINK_OPERATION)
  .sort();

// Operations that work without a token. Anything else inherits the global bearer requirement, so a
// new public operation is a deliberate change of this list.
/** The one operation authenticated by the refresh-token cookie instead of a bearer token. */
const REFRESH_OPERATION = 'POST /refreshToken';

const PUBLIC_OPERATIONS = [
  'POST /authorize',
  'POST /authorizeWithUrlToken',
  'POST /authorizeWithLinkedInToken',
  'POST /authorizeWithOtlToken',
  'POST /authorizeWithGoogleToken',
  'POST /authorizeWithAuth0Token',
  'POST /authorizeWithMobileToken',
  'POST /oneTimeLinkLogin',
  'PUT /freelancer/resetPhoneCode',
  'PUT /freelancer/resetForgotPassword',
  'PUT /freelancer/clientSubscription/{uuid}',
  'POST /forgotPassword/send',
  'POST /freelancer/register',
  'POST /freelancer/registerFromPhone',
  'POST /freelancer/registerFromLinkedIn',
  'POST /freelancer/registerFromGoogle',
  'POST /freelancer/registerFromAuth0',
  'POST /freelancer/email/exists',
  'POST /freelancer/phone/exists',
  'POST /freelancer/phoneCode/expiry',
  'POST /freelancer/confirmUpdatedEmail',
  'GET /freelancer/activate',
  'GET /freelancer/verifyEmail',
  'GET /pool/categories',
  'POST /publicsearch/project/query',
  'GET /project/{id}',
  'GET /project/ext/{vmsId}',
  'GET /project/siteLocations',
  'GET /project/{id}/pageOpen',
  'GET /project/{id}/similars',
  'GET /pool/{id}',
  'POST /pool/{id}/toggleJobNotification/{uuid}',
  'GET /client/context',
  'GET /breadcrumbs',
  'GET /affiliate',
  'GET /languages',
  'GET /country',
  'GET /image/{uuid}',
  'GET /napi/announcement',
  'GET /cms/categories',
  'GET /cms/links',
  'GET /cms/pages',
  'GET /cms/pages/{slug}',
  'GET /dataExport/download',
  'GET /subscriptions/{uuid}',
  'PUT /subscriptions/{uuid}',
  'DELETE /subscriptions/{uuid}/jobAlerts/{id}',
  'POST /subscriptions/{uuid}/oneClick',
  SIGNED_LINK_OPERATION,
].sort();

const TAGS = [
  'auth',
  'freelancer',
  'devices',
  'onboarding',
  'search',
  'projects',
  'pools',
  'applications',
  'misc',
  'cms',
  'integration',
];

describe('every call of spec §7', () => {
  for (const [group, calls] of Object.entries(SPEC_CALLS)) {
    it(`has the ${group} calls`, () => {
      expect(calls.filter((call) => !has.has(call))).toEqual([]);
    });
  }

  it('has the calls a real portal needs beyond §7', () => {
    expect(EXTRA_CALLS.filter((call) => !has.has(call))).toEqual([]);
  });

  it('has nothing else (a new operation is added to the fixture on purpose)', () => {
    const known = new Set([...Object.values(SPEC_CALLS).flat(), ...EXTRA_CALLS]);
    expect([...has].filter((call) => !known.has(call))).toEqual([]);
    expect(known.size).toBe(156);
  });

  it('serves everything under /v1/api as OpenAPI 3.1', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.servers.map((s) => s.url)).toEqual(['/v1/api']);
  });

  it('would report a missing call (the fixture check can fail)', () => {
    expect(has.has('GET /freelancer/doesNotExist')).toBe(false);
    expect(has.has('get /freelancer')).toBe(false);
  });
});

describe('operation conventions', () => {
  it('gives every operation a unique camelCase operationId, a summary and one known tag', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, op } of operations) {
      const where = key(method, path);
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary?.trim(), where).toBeTruthy();
      expect(op.tags, where).toHaveLength(1);
      expect(TAGS, where).toContain(op.tags![0]);
    }
    expect(contract.tags.map((t) => t.name)).toEqual(TAGS);
  });

  it('requires a bearer token except on the listed public operations, which say `security: []`', () => {
    expect(contract.security).toEqual([{ bearerAuth: [] }]);
    const other = new Set([...INTEGRATION_OPERATIONS, REFRESH_OPERATION]);
    const publicOps = operations.filter((o) => o.op.security !== undefined && !other.has(key(o.method, o.path)));
    for (const { op, method, path } of publicOps) expect(op.security, key(method, path)).toEqual([]);
    expect(publicOps.map((o) => key(o.method, o.path)).sort()).toEqual(PUBLIC_OPERATIONS);
  });

  it('keeps the refresh token out of every body: the refresh-token cookie, accepted by POST /refreshToken only', () => {
    expect(contract.components.securitySchemes['refreshCookie']).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'auth.refresh',
    });
    const byCookie = operations.filter((o) => JSON.stringify(o.op.security ?? []).includes('refreshCookie'));
    expect(byCookie.map((o) => key(o.method, o.path))).toEqual([REFRESH_OPERATION]);
    expect(byCookie[0]!.op.security).toEqual([{ refreshCookie: [] }]);
    expect(JSON.stringify(contract.components.schemas)).not.toMatch(/refresh_token/);
  });

  it('authenticates the integration operations with the API key only (never a talent token, never public)', () => {
    const integrationOps = operations.filter(
      (o) => o.op.tags?.includes('integration') && key(o.method, o.path) !== SIGNED_LINK_OPERATION,
    );
    expect(integrationOps.map((o) => key(o.method, o.path)).sort()).toEqual(INTEGRATION_OPERATIONS);
    for (const { op, method, path } of integrationOps) {
      expect(op.security, key(method, path)).toEqual([{ integrationApiKey: [] }]);
    }
  });

  it('declares 401, 429 and 500 everywhere and 400 or 422 wherever there is input', () => {
    for (const { method, path, op } of operations) {
      const codes = Object.keys(op.responses);
      const where = key(method, path);
      expect(codes, where).toEqual(expect.arrayContaining(['401', '429', '500']));
      const hasInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      if (hasInput) expect(codes.includes('400') || codes.includes('422'), where).toBe(true);
    }
  });

  it('declares 404 on every path with a parameter, except device registration and the trust check', () => {
    const missing = operations
      .filter((o) => o.path.includes('{') && !('404' in o.op.responses))
      .map((o) => key(o.method, o.path));
    expect(missing).toEqual(['POST /userDevices/{id}', 'GET /userDevices/{id}/isTrusted']);
  });

  it('answers every error with the one problem shape', () => {
    for (const [name, response] of Object.entries(contract.components.responses)) {
      const types = Object.keys(response.content ?? {});
      if (types.includes('application/problem+json')) expect(types, name).toEqual(['application/problem+json']);
    }
    for (const { method, path, op } of operations) {
      for (const [code, response] of Object.entries(op.responses)) {
        if (Number(code) >= 400) expect(response, `${key(method, path)} ${code}`).toHaveProperty('$ref');
      }
    }
  });
});

/** Property names of a component schema. */
const fields = (name: string) => Object.keys(contract.components.schemas[name]?.properties ?? {});
/** Values of an enum component. */
const values = (name: string) => contract.components.schemas[name]?.enum;

describe('entities of spec §3, with the spec’s field names', () => {
  const ENTITIES: Record<string, string[]> = {
    FreelancerUser: [
      'id',
      'created',
      'email',
      'futureEmail',
      'firstName',
      'lastName',
      'isActive',
      'subscribed',
      'residenceCountry',
      'verificationStatus',
      'hasCompletedOnboarding',
      'hasPasswordOrSocial',
      'jobApplicationCount',
      'jobInvitationCount',
    ],
    Job: [
      'id',
      'vmsId',
      'title',
      'descriptionHtmlStripped',
      'jobType',
      'assignmentPeriodStart',
      'assignmentPeriodEnd',
      'jobLanguage',
      'jobClass',
      'status',
      'positionsNumber',
      'periodDeadline',
      'legalEntityName',
      'originatingDisplayName',
      'siteAddress',
      'siteCity',
      'siteCode',
      'rateRange',
      'remote',
      'hoursPerWeek',
      'affectedPools',
    ],
    CollectedJob: ['id', 'title', 'siteCity', 'hoursPerWeek'],
    HomeAddress: ['addressLine1', 'addressLine2', 'street', 'city', 'zip', 'state', 'country'],
    ProfileInfo: [
      'homeAddress',
      'mobileNumber',
      'profileImage',
      'firstName',
      'lastName',
      'professionalTitle',
      'availability',
      'description',
      'linkedinHandle',
      'hourRate',
    ],
    HiddenFields: ['hiddenFieldNames'],
    OnboardingStructureEntry: [
      'stepName',
      'sequence',
      'rowNumber',
      'type',
      'showOn',
      'hideByCountry',
      'value',
      'canParse',
      'disabled',
      'form',
    ],
    AnswerItem: ['groupId', 'id', 'label', 'type', 'value', 'optionLabel'],
    ApplicationFlow: [
      'applicationId',
      'canEdit',
      'parentAnswersList',
      'childAnswersList',
      'displayRate',
      'talentRate',
      'cvsList',
      'selectedCv',
      'motivationComment',
      'cvCover',
      'interviewSlot',
      'alternativeInterviewSlot',
      'calendarSlots',
      'resumeMethod',
      'coverLetterMethod',
      'openApplications',
      'openInvitations',
    ],
    Rate: ['value', 'currency', 'period'],
    DraftCv: ['contentType', 'id', 'name', 'uuid'],
    DraftDocument: ['contentType', 'name', 'uuid'],
    InterviewSlot: ['initialStart', 'initialEnd'],
    SubmitPayload: ['job', 'hourlyRate', 'cvUuid', 'motivationComment', 'appAnswers', 'cvCover', 'liveInterview'],
    AppAnswer: ['questionId', 'answers'],
    Answer: ['id', 'type', 'value', 'groupId', 'scopeId'],
    Pool: ['id', 'name', 'descriptionKey', 'categoryId', 'poolNameVerbiage', 'poolCities', 'jobsCount'],
    PoolSearchRequest: ['sort', 'offset', 'query', 'size', 'filters'],
    Category: ['id', 'slug', 'default_image', 'translations'],
    CategoryTranslation: ['language_code', 'name', 'image', 'description'],
    Location: ['country', 'city'],
    CmsLink: [
      'id',
      'link_url',
      'link_label',
      'link_follow',
      'show_footer_left',
      'show_footer_right',
      'link_language',
      'link_target',
      'link_on_tux',
    ],
    MobileState: ['code', 'callingCode', 'number', 'isRegistered'],
    ParsedCv: [
      'skills',
      'toolsAndTechnologies',
      'masteredLanguages',
      'employmentHistory',
      'educationHistory',
      'certificateHistory',
      'linkedIn',
      'addressLine1',
      'addressLine2',
      'street',
      'zip',
      'city',
      'state',
      'country',
      'mobilePhonePrefix',
      'mobilePhoneLocalPart',
    ],
    MasteredLanguage: ['code', 'proficiency'],
    HistoryEntry: ['title', 'organization', 'description', 'start', 'end', 'ongoing'],
    Country: ['name', 'iso2', 'phoneCode', 'translations'],
    Announcement: ['deadline', 'deadline_with_leadtime'],
    TrustedDevice: ['userAgent', 'country', 'isTrusted'],
    ImageEntry: ['locale', 'uuid'],
    Language: ['iso', 'name'],
    Breadcrumbs: ['poolBreadcrumbs', 'locationBreadcrumbs'],
    // The spec's `refresh_token` moved out of the body into the HttpOnly cookie `auth.refresh`
    // (security hardening: page scripts must not read it); see the next test and the README.
    TokenResponse: ['access_token'],
    CvResource: ['contentType', 'uuid', 'id', 'name'],
    LegalNeeds: ['terms', 'privacy'],
    ProjectSearchRequest: ['sort', 'offset', 'query', 'size', 'filters'],
    ProjectSearchResponse: ['results', 'total', 'facets'],
    DeviceTrust: ['isTrusted'],
  };

  for (const [schema, expected] of Object.entries(ENTITIES)) {
    it(`${schema} has ${expected.join(', ')}`, () => {
      expect(contract.components.schemas[schema], schema).toBeDefined();
      expect(expected.filter((field) => !fields(schema).includes(field))).toEqual([]);
    });
  }

  it('exposes the client context fields of §1 exactly as @talent/domain validates them', () => {
    expect(fields('ClientContext').sort()).toEqual(Object.keys(clientContextSchema.pipe[0].entries).sort());
  });

  it('exposes every client config key of §3 with the defaults of @talent/domain', () => {
    expect(fields('ClientConfig').sort()).toEqual(Object.keys(DEFAULT_CLIENT_CONFIG).sort());
    const example = (contract.components.schemas['ClientContextResponse']!.examples![0] as { config: unknown }).config;
    expect(example).toEqual(DEFAULT_CLIENT_CONFIG);
  });

  it('lists the hideable profile fields of §3', () => {
    expect(values('HiddenFieldName')).toEqual([
      'homeAddress.addressLine1',
      'homeAddress.addressLine2',
      'homeAddress.street',
      'homeAddress.city',
      'homeAddress.zip',
      'homeAddress.state',
      'homeAddress.country',
      'mobileNumber',
      'profileImage',
      'firstName',
      'lastName',
      'professionalTitle',
      'availability',
      'description',
      'linkedinHandle',
      'hourRate',
    ]);
  });
});

describe('enums of spec §4 equal @talent/domain’s', () => {
  const ENUMS: [string, readonly unknown[]][] = [
    ['ApplicationStatus', APPLICATION_STATUSES],
    ['ApplicationStatusCode', Object.keys(APPLICATION_STATUS_CODES)],
    ['ApplicationLongStatus', APPLICATION_LONG_STATUSES],
    ['ProjectStatus', PROJECT_STATUSES],
    ['InvitationCode', INVITATION_CODES],
    ['InvitationState', Object.keys(INVITATION_STATES)],
    ['WorkPreference', Object.values(WORK_PREFERENCES)],
    ['WorkPreferenceCode', Object.keys(WORK_PREFERENCES)],
    ['VerificationMode', VERIFICATION_MODES],
    ['SlotResult', SLOT_RESULTS],
    ['LoginMethod', LOGIN_METHODS],
    ['LoginFlow', LOGIN_FLOWS],
    ['OneTimeLinkState', Object.values(ONE_TIME_LINK_STATES)],
    ['RateType', RATE_TYPES],
    ['RateUnit', RATE_UNITS],
    ['AddressLookupResult', ADDRESS_LOOKUP_RESULTS],
    ['AddressIssue', ADDRESS_ISSUES],
    ['FormMode', FORM_MODES],
    ['DocumentMethod', Object.values(DOCUMENT_METHODS)],
    ['OnboardingType', ONBOARDING_TYPES],
  ];
  for (const [name, expected] of ENUMS) {
    it(name, () => {
      expect(values(name)).toEqual([...expected]);
    });
  }
});

describe('image widths', () => {
  it('are exactly @talent/domain’s IMAGE_WIDTHS, the only widths getImage takes', () => {
    expect(values('ImageWidth')).toEqual([...IMAGE_WIDTHS]);
    const getImage = operations.find((o) => o.op.operationId === 'getImage')!.op;
    expect(getImage.parameters).toContainEqual(
      expect.objectContaining({ name: 'width', schema: { $ref: '#/components/schemas/ImageWidth' } }),
    );
    // Height is not a parameter: one dimension, so at most IMAGE_WIDTHS.length + 1 renderings an image.
    expect(getImage.parameters?.map((p) => p.name ?? p.$ref)).not.toContain('height');
  });
});

describe('examples', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true, strictTypes: false, keywords: ['example'] });
  // ajv-formats is published as CommonJS with a default export property.
  const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (
    ajv: Ajv2020,
  ) => void;
  addFormats(ajv);
  // OpenAPI's own formats: annotations only.
  for (const format of ['int32', 'int64', 'password', 'binary']) ajv.addFormat(format, true);
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs']);
  // The contract's refs point at #/components/schemas/X; as a JSON Schema document they are $defs.
  const defs = JSON.parse(
    JSON.stringify(contract.components.schemas).replaceAll('"#/components/schemas/', '"contract#/$defs/'),
  ) as Record<string, unknown>;
  ajv.addSchema({ $id: 'contract', $defs: defs });
  const validator = (name: string) => ajv.getSchema(`contract#/$defs/${name}`)!;

  const withExamples = Object.entries(contract.components.schemas).filter(([, s]) => s.examples);
  it('exist on the main schemas', () => {
    expect(withExamples.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'FreelancerUser',
        'Job',
        'Pool',
        'ProjectSearchRequest',
        'ProjectSearchResponse',
        'SubmitPayload',
        'Application',
        'ApplicationFlow',
        'Problem',
        'Category',
        'CmsLink',
        'Country',
        'ClientContextResponse',
        'TokenResponse',
      ]),
    );
  });

  for (const [name, schema] of withExamples) {
    it(`of ${name} match its schema`, () => {
      const validate = validator(name);
      for (const example of schema.examples!) {
        const ok = validate(example);
        expect(ok ? [] : validate.errors).toEqual([]);
      }
    });
  }

  it('of the error responses match the problem shape', () => {
    const validate = validator('Problem');
    for (const [name, response] of Object.entries(contract.components.responses)) {
      const example = response.content?.['application/problem+json']?.example;
      if (example === undefined) continue;
      expect(validate(example) ? [] : validate.errors, name).toEqual([]);
    }
  });

  it('are checked for real (a wrong example is reported)', () => {
    const validate = validator('FreelancerUser');
    expect(validate({ id: 'not a number' })).toBe(false);
  });
});
