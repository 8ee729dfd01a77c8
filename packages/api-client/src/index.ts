// Public API of @talent/api-client: the typed client, its error and token types, and the types
// generated from the contract. Explicit named exports only.

export { API_BASE_PATH, contractUrl } from './contract.ts';

export { createTalentApi, unwrap } from './createTalentApi.ts';
export type { SuccessData, TalentApi, TalentApiClock, TalentApiOptions, TalentClient } from './createTalentApi.ts';
export type { UploadOptions, UploadPath, UploadQuery, UploadResult, UploadXhr } from './upload.ts';

export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiErrorFromResponse,
  networkError,
} from './apiError.ts';
export type { FieldErrors, Problem } from './apiError.ts';

export { memoryTokenStore, tokenSetFromResponse } from './tokens.ts';
export type { TokenResponse, TokenSet, TokenStore } from './tokens.ts';

export type { components, operations, paths } from './openapi.gen.ts';
export type {
  Announcement,
  Application,
  ApplicationFlow,
  Category,
  ClientConfig,
  ClientContext,
  ClientContextResponse,
  CmsLink,
  Country,
  FreelancerUser,
  Invitation,
  Job,
  Language,
  LoadedApplication,
  OnboardingStructureEntry,
  Pool,
  PoolMembership,
  ProjectSearchRequest,
  ProjectSearchResponse,
  Schema,
  SubmitPayload,
  TrustedDevice,
} from './schemas.ts';

export { jobPostingInput, jobPostingTenant } from './jobPosting.ts';
export type { JobPostingContext } from './jobPosting.ts';
