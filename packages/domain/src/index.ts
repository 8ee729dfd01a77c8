// Public API of @talent/domain. Explicit named exports only: this list is the package's contract
// with other teams, and the README documents each entry.

export {
  ACTION_LOADER_DELAY_MS,
  AFFILIATE_QUERY_PARAMS,
  ANNOUNCEMENT_THRESHOLDS_S,
  AUTH_COOKIE,
  BREAKPOINTS,
  CMS_QUERY_LIMIT,
  DATE_FORMATS,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_PROFICIENCY,
  DEFAULT_USER_DEVICE_VALIDITY_DAYS,
  DIALOG_WIDTHS,
  DRAFT_RETENTION_MS,
  EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX,
  FETCH_MIN_DELAY_MS,
  IMAGE_CACHE,
  IMAGE_WIDTHS,
  LOADER_Z_INDEX,
  MENU_COLUMN_SIZE,
  MESSAGE_LOCALE_FALLBACKS,
  MODAL_SPINNER_MS,
  PAGE_LOADER_OFF_DELAY_MS,
  POOL_SEARCH_SIZE,
  RELATIVE_DATE_TWO_UNITS_FROM_MONTHS,
  RELOAD_GUARD_MS,
  ROUTE_TRACKING_DELAY_MS,
  TOKEN_REFRESH_MARGIN_MS,
  TRUSTED_DEVICE_COOKIE,
  YEAR_RANGE,
} from './constants.ts';

export {
  ADDRESS_ISSUES,
  ADDRESS_LOOKUP_RESULTS,
  DEFAULT_ONBOARDING_TYPE,
  DOCUMENT_METHODS,
  FORM_MODES,
  INVITATION_CODES,
  INVITATION_STATES,
  LOGIN_FLOWS,
  LOGIN_METHODS,
  ONBOARDING_TYPES,
  ONE_TIME_LINK_ERRORS,
  ONE_TIME_LINK_STATES,
  PROJECT_STATUSES,
  RATE_TYPES,
  RATE_UNITS,
  SLOT_RESULTS,
  UNVERIFIED_STATUS,
  VERIFICATION_MODES,
  WORK_PREFERENCE_CODES,
  WORK_PREFERENCES,
  isOneOf,
  onboardingTypeFor,
  workPreferenceToLong,
  workPreferenceToShort,
} from './enums.ts';
export type {
  AddressIssue,
  AddressLookupResult,
  DocumentMethod,
  FormMode,
  InvitationCode,
  InvitationStateCode,
  LoginFlow,
  LoginMethod,
  OnboardingType,
  OneTimeLinkError,
  OneTimeLinkState,
  ProjectStatus,
  RateType,
  RateUnit,
  SlotResult,
  VerificationMode,
  WorkPreference,
  WorkPreferenceCode,
} from './enums.ts';

export {
  APPLICATION_LONG_STATUSES,
  APPLICATION_STATUS_CODES,
  APPLICATION_STATUS_PLACEHOLDER,
  APPLICATION_STATUSES,
  applicationStatusDisplay,
  applicationStatusFromCode,
  isProjectOpen,
} from './statuses.ts';
export {
  APPLICATION_TRANSITIONS,
  canEditApplication,
  canMoveApplication,
  canWithdrawApplication,
  isApplicationFinal,
  longStatusOf,
  nextApplicationStatuses,
} from './applicationTransitions.ts';
export type { ApplicationActor } from './applicationTransitions.ts';
export type {
  ApplicationLongStatus,
  ApplicationStatus,
  ApplicationStatusCode,
  ApplicationStatusDisplay,
  StatusIcon,
  StatusType,
} from './statuses.ts';

export type {
  Announcement,
  Category,
  CategoryTranslation,
  CmsLink,
  CollectedJob,
  Country,
  FreelancerUser,
  Job,
  Language,
  Pool,
  RateRange,
  RequiredVerifications,
} from './entities.ts';

export {
  DEFAULT_CLIENT_CONFIG,
  DEFAULT_LEGAL_ENTITY_CONFIG,
  clientConfigSchema,
  clientContextSchema,
  JOB_FIELD_MODES,
  jobFieldSettingsSchema,
  legalEntityConfigSchema,
  parseClientConfig,
  rateMarginsSchema,
} from './config.ts';
export { isMobileRequired, isPublicSearchEnabled } from './configRules.ts';
export type {
  ClientConfig,
  ClientConfigInput,
  ClientContext,
  JobFieldMode,
  JobFieldSettings,
  LegalEntityConfig,
} from './config.ts';

export {
  MAX_MINOR_UNITS,
  applyRateMargin,
  currencyExponent,
  fromMinorUnits,
  isValidRateMargin,
  toMinorUnits,
} from './rates.ts';
export type { MinorUnitsResult, MoneyProblem, RateMargin } from './rates.ts';

export { FLOW_STEP_NAMES, applicationFlowSteps, withCompletedSteps } from './applicationFlow.ts';
export type { FlowStep, FlowStepInput, FlowStepName } from './applicationFlow.ts';

export {
  SEARCH_QUERY_KEYS,
  canonicalSearchParams,
  changeSearchFilter,
  pageCount,
  parseSearchQuery,
  serializeSearchQuery,
} from './searchQuery.ts';
export { searchParamsSchema } from './searchParamsSchema.ts';
export type { NumberRange, SearchFilterPatch, SearchParamsInput, SearchQuery, SearchQueryKey } from './searchQuery.ts';

export { parseId, parseUrlSearch, stringifyUrlSearch } from './urlParams.ts';

export {
  HOME_ADDRESS_FIELDS,
  addressFromFields,
  addressHiddenField,
  addressToFields,
  trimAddress,
} from './homeAddress.ts';
export type { AddressPart, AddressParts, HomeAddressField, HomeAddressFields } from './homeAddress.ts';

export { onboardingNavigation, visibleOnboardingSteps } from './onboarding.ts';
export type { OnboardingNavigation, OnboardingStep, OnboardingStructureEntry } from './onboarding.ts';
export {
  ADDRESS_PARTS,
  COMPOSITE_ROW_TYPES,
  CV_FIELD_OF_ROW,
  CV_ROW_TYPES,
  HISTORY_PARTS,
  LANGUAGE_PARTS,
  ONBOARDING_ROW_TYPES,
  PHONE_PARTS,
  PROFILE_ROW_TYPES,
  QUESTION_ROW_TYPES,
  answerGroups,
  historyFromItems,
  historyToItems,
  isOnboardingRowType,
  isRowAnswered,
  itemsOfRow,
  languagesFromItems,
  languagesToItems,
  localizedLabel,
  newestFirst,
  onboardingRowSchema,
  onboardingStructureSchema,
  parseOnboardingStructure,
  partsFromItems,
  partsToItems,
  scalarValue,
  tagsFromItems,
} from './onboardingAnswers.ts';
export type {
  AnswerItem,
  CvHistoryEntry,
  CvLanguage,
  OnboardingRowDeclaration,
  OnboardingRowType,
  OnboardingStructureDeclaration,
  StructuredCv,
} from './onboardingAnswers.ts';
export { isRequiredRow, onboardingStructureProblems } from './onboardingStructure.ts';
export type { RequirableRow } from './onboardingStructure.ts';

export { createDraftStore, draftFromApplication, emptyDraft, toSubmitPayload } from './draft.ts';
export { DRAFT_STORAGE_PREFIX } from './draftStorage.ts';
export type {
  Answer,
  AnswerValue,
  ApplicationDraft,
  DraftCv,
  DraftDocument,
  DraftStorage,
  DraftStore,
  ExistingApplication,
  Id,
  InterviewSlot,
  OpenItem,
  Rate,
  RestoredDraft,
  SubmitPayload,
} from './draft.ts';

export { MAX_TIMER_DELAY_MS, createTokenRefresher, refreshDelay } from './auth.ts';
export type { TokenRefresher, TokenRefresherOptions } from './auth.ts';

export { ANNOUNCEMENT_TIERS, announcementTier, canSnoozeAnnouncement, isAnnouncementVisible } from './announcement.ts';
export type { AnnouncementTier } from './announcement.ts';

export {
  INVALID_LOCALE,
  SPECIAL_CHARS_PATTERN,
  VALIDATION_RULE_NAMES,
  agreementsToSend,
  expiredTermsSchema,
  formSchema,
  isEmptyValue,
  isValidLocale,
  parseRules,
  rulesSchema,
  specialChars,
  uniqueEmail,
} from './validation.ts';
export { isValidPhone, validPhone } from './phone.ts';
export type { PhoneValue } from './phone.ts';
export type {
  FieldSchema,
  FormSchema,
  LegalNeeds,
  RuleMessage,
  RulesSchemaOptions,
  ValidationRule,
  ValidationRuleName,
} from './validation.ts';

export {
  GUARD_NAMES,
  LANGUAGE_QUERY_PARAM,
  PROJECT_TABS,
  ROUTE_NAMES,
  ROUTES,
  UnknownGuardError,
  assertKnownGuard,
  categoryLink,
  cityLink,
  headerLinks,
  jobLink,
  languagePath,
  mustLogOutDeactivated,
  onboardingRedirect,
  poolLink,
  poolProjectsLink,
  profileFulfilledRedirect,
  projectTabHref,
  publicSearchRedirect,
  searchLink,
  searchRedirect,
  showLanguageChooser,
  showPublicLinkBlocks,
  showVerificationBanner,
  tokenRouteRedirect,
} from './routes.ts';
export type { GuardName, HeaderLink, HeaderLinkKey, ProjectTab } from './routes.ts';

export {
  PASSWORD_EMAIL_PART_MIN_LENGTH,
  PASSWORD_FORM_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from './password.ts';
export type { PasswordProblem } from './password.ts';

export { initialMobileCountry, mobileCountries, phoneCodeDigits, sortCountries } from './countries.ts';
export type { MobileCountriesSettings, MobileCountry } from './countries.ts';

export { relativeDateParts, sortByStartDateDesc, yearOptions } from './dates.ts';
export type { DateInput, RelativeDate, RelativePart, RelativeUnit } from './dates.ts';

export {
  affiliateParams,
  groupPoolsByCategory,
  imageWidthFor,
  messageLocales,
  onlyPdfs,
  otlErrorFromStatus,
  parseHourlyRate,
} from './misc.ts';
export { chunk, errorPageStatus, errorScreenVariant, shouldReloadAfterChunkError } from './shellRules.ts';
export type { GroupedPools, ImageWidth, TypedFile } from './misc.ts';

export { slugify } from './text.ts';

export { cmsCategorySchema, cmsLinkSchema, parseTenant, tenantSchema } from './tenant.ts';
export { footerLinks } from './footerLinks.ts';

export { CMS_PAGE_MAX_MARKDOWN, cmsPagePath, cmsPageText, currentCmsPageVersion, isCmsPageSlug } from './cmsPages.ts';
export { parseCmsPages } from './cmsPageFiles.ts';
export type { CmsPage, CmsPageSource, CmsPageText, CmsPageVersion, CmsPagesReading } from './cmsPages.ts';
export type { Tenant } from './tenant.ts';

export {
  EMPLOYMENT_TYPES,
  FULL_TIME_HOURS_PER_WEEK,
  SALARY_UNITS,
  absoluteUrl,
  employmentTypes,
  jobCanonicalUrl,
  jobPostingJsonLd,
  tenantOrigin,
} from './jobPosting.ts';
export type {
  EmploymentType,
  JobPostingInput,
  JobPostingJob,
  JobPostingJsonLd,
  JobPostingRate,
  JobPostingTenant,
  SalaryUnit,
} from './jobPosting.ts';
export { jobPostingProblems } from './jobPostingProblems.ts';
export { jobPageMeta, languageUrl, urlLanguage } from './jobPageMeta.ts';
export { META_DESCRIPTION_MAX, htmlToText, metaDescription } from './metaDescription.ts';
export type { JobPageMeta, JobPageMetaInput, LinkTag, MetaTag } from './jobPageMeta.ts';
