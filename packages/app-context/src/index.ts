// Public API of @talent/app-context. Explicit named exports only.

export { PortalContext, SessionContext, useDocumentTitle, usePortal, useSession } from './portal.ts';
export type { Portal, SessionState, SignInOptions, ToastMessage } from './portal.ts';

export { CURRENT_USER_KEY, countriesKey, countriesQuery, currentUserQuery } from './queries.ts';

export { apiMessages, isApiMessageId } from './errors/apiMessages.ts';
export type { ApiMessageId } from './errors/apiMessages.ts';
export { errorMessageIds, hasApiMessage, translateApiMessage, translateError } from './errors/translateError.ts';

export { COLLECTED_JOB_KEY } from './collectedJobKey.ts';
export { collectedJobStore, parseCollectedJob } from './collectedJob.ts';
export type { CollectedJobStorage, CollectedJobStore } from './collectedJob.ts';

export { useMobileCountries } from './useMobileCountries.ts';
export type { MobileCountries } from './useMobileCountries.ts';

export { MAX_PDF_BYTES, usePdfUpload } from './usePdfUpload.ts';
export type { PdfFieldProps, PdfUpload, PdfUploadTexts, UploadProgress } from './usePdfUpload.ts';

export { applicationStatusMessages, applicationStatusText } from './applicationStatusText.ts';
export type { ApplicationStatusText } from './applicationStatusText.ts';
