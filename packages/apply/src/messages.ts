// Texts of the apply feature. Ids `apply.*`; catalogs in packages/i18n/messages/<locale>/apply.json.
// The application statuses' texts are shared with other features: `applicationStatusText` of
// @talent/app-context.
import type { PdfUploadTexts } from '@talent/app-context';
import { defineMessage, defineMessages } from 'react-intl';

// --- The application flow ---
export const flowMessages = defineMessages({
  title: defineMessage<{ title: string | number }>({
    id: 'apply.flow.title',
    defaultMessage: 'Apply for {title}',
  }),
  editTitle: defineMessage<{ title: string | number }>({
    id: 'apply.flow.editTitle',
    defaultMessage: 'Change your application for {title}',
  }),
  stepsLabel: { id: 'apply.flow.stepsLabel', defaultMessage: 'Application steps' },
  progressLabel: { id: 'apply.flow.progressLabel', defaultMessage: 'Application progress' },
  stepDone: { id: 'apply.flow.stepDone', defaultMessage: '(done)' },
  stepOf: defineMessage<{ number: string | number; count: string | number }>({
    id: 'apply.flow.stepOf',
    defaultMessage: 'Step {number} of {count}',
  }),
  back: { id: 'apply.flow.back', defaultMessage: 'Back' },
  next: { id: 'apply.flow.next', defaultMessage: 'Next' },
  submit: { id: 'apply.flow.submit', defaultMessage: 'Submit application' },
  saveChanges: { id: 'apply.flow.saveChanges', defaultMessage: 'Save changes' },
  fixErrors: { id: 'apply.flow.fixErrors', defaultMessage: 'Please correct the marked fields.' },
  saveFailed: { id: 'apply.flow.saveFailed', defaultMessage: 'This step could not be saved.' },
  submitFailed: { id: 'apply.flow.submitFailed', defaultMessage: 'Your application could not be sent.' },
  fixStep: defineMessage<{ step: string | number }>({
    id: 'apply.flow.fixStep',
    defaultMessage: 'Go to “{step}”',
  }),
  submitted: defineMessage<{ title: string | number }>({
    id: 'apply.flow.submitted',
    defaultMessage: 'Your application for {title} was sent.',
  }),
  updated: defineMessage<{ title: string | number }>({
    id: 'apply.flow.updated',
    defaultMessage: 'Your changes to the application for {title} were sent.',
  }),
  restored: defineMessage<{ time: string | number }>({
    id: 'apply.flow.restored',
    defaultMessage: 'We restored your draft from {time}.',
  }),
  dismiss: { id: 'apply.flow.dismiss', defaultMessage: 'Dismiss' },
  required: { id: 'apply.flow.required', defaultMessage: 'Please answer this.' },
  // Step names.
  step_questions: { id: 'apply.flow.step.questions', defaultMessage: 'Questions' },
  step_cv: { id: 'apply.flow.step.cv', defaultMessage: 'CV' },
  step_motivation: { id: 'apply.flow.step.motivation', defaultMessage: 'Motivation' },
  step_rate: { id: 'apply.flow.step.rate', defaultMessage: 'Rate' },
  step_interview: { id: 'apply.flow.step.interview', defaultMessage: 'Interview' },
  step_legal: { id: 'apply.flow.step.legal', defaultMessage: 'Terms' },
  step_securityId: { id: 'apply.flow.step.securityId', defaultMessage: 'Security ID' },
  step_review: { id: 'apply.flow.step.review', defaultMessage: 'Review' },
  step_application: { id: 'apply.flow.step.application', defaultMessage: 'Your application' },
  // States instead of the flow.
  closedTitle: { id: 'apply.flow.closedTitle', defaultMessage: 'This project is closed' },
  closedText: defineMessage<{ title: string | number }>({
    id: 'apply.flow.closedText',
    defaultMessage: '{title} no longer takes applications.',
  }),
  backToProject: { id: 'apply.flow.backToProject', defaultMessage: 'Back to the project' },
  externalTitle: { id: 'apply.flow.externalTitle', defaultMessage: 'Apply on the client’s website' },
  externalText: defineMessage<{ title: string | number }>({
    id: 'apply.flow.externalText',
    defaultMessage: 'Applications for {title} are handled on the client’s own website.',
  }),
  externalLink: { id: 'apply.flow.externalLink', defaultMessage: 'Continue to the client’s website' },
  newTab: { id: 'apply.flow.newTab', defaultMessage: '(opens in a new tab)' },
  notEditableTitle: { id: 'apply.flow.notEditableTitle', defaultMessage: 'This application can no longer be changed' },
  notEditableText: defineMessage<{ title: string | number }>({
    id: 'apply.flow.notEditableText',
    defaultMessage: 'The client is already reviewing your application for {title}.',
  }),
  toApplications: { id: 'apply.flow.toApplications', defaultMessage: 'Go to my applications' },
  // Questions.
  questionsIntro: { id: 'apply.flow.questionsIntro', defaultMessage: 'The client asks the following questions.' },
  noQuestions: { id: 'apply.flow.noQuestions', defaultMessage: 'The client has no questions for you.' },
  yes: { id: 'apply.flow.yes', defaultMessage: 'Yes' },
  no: { id: 'apply.flow.no', defaultMessage: 'No' },
  choose: { id: 'apply.flow.choose', defaultMessage: 'Choose…' },
  notNumber: { id: 'apply.flow.notNumber', defaultMessage: 'Please enter a number.' },
  // CV.
  cvLegend: { id: 'apply.flow.cvLegend', defaultMessage: 'Which CV do you want to send?' },
  cvGenerated: { id: 'apply.flow.cvGenerated', defaultMessage: 'A CV generated from my profile' },
  cvGenerate: { id: 'apply.flow.cvGenerate', defaultMessage: 'Generate my CV from my profile' },
  cvGeneratedReady: { id: 'apply.flow.cvGeneratedReady', defaultMessage: 'Your CV was generated from your profile.' },
  cvRequired: { id: 'apply.flow.cvRequired', defaultMessage: 'Choose a CV, upload one or generate one.' },
  cvUpload: { id: 'apply.flow.cvUpload', defaultMessage: 'Upload a new CV (PDF)' },
  cvUploading: { id: 'apply.flow.cvUploading', defaultMessage: 'Uploading CV' },
  pdfChoose: { id: 'apply.flow.pdfChoose', defaultMessage: 'Choose a PDF' },
  pdfReplace: { id: 'apply.flow.pdfReplace', defaultMessage: 'Choose another PDF' },
  pdfDrop: { id: 'apply.flow.pdfDrop', defaultMessage: 'or drag and drop it here' },
  pdfOnly: { id: 'apply.flow.pdfOnly', defaultMessage: 'Only PDF files can be uploaded.' },
  pdfHint: { id: 'apply.flow.pdfHint', defaultMessage: 'PDF, at most 10 MB.' },
  pdfTooLarge: { id: 'apply.flow.pdfTooLarge', defaultMessage: 'This file is larger than 10 MB.' },
  // Motivation.
  motivation: { id: 'apply.flow.motivation', defaultMessage: 'Why are you a good fit for this project?' },
  motivationHint: { id: 'apply.flow.motivationHint', defaultMessage: 'Optional. At most 5,000 characters.' },
  counter: defineMessage<{ count: string | number; max: string | number }>({
    id: 'apply.flow.counter',
    defaultMessage: '{count, number} / {max, number}',
  }),
  tooLong: defineMessage<{ max: string | number }>({
    id: 'apply.flow.tooLong',
    defaultMessage: 'Please shorten this text to {max, number} characters.',
  }),
  coverLetter: { id: 'apply.flow.coverLetter', defaultMessage: 'Cover letter (PDF)' },
  coverLetterOptional: { id: 'apply.flow.coverLetterOptional', defaultMessage: 'Cover letter (PDF, optional)' },
  coverLetterRequired: { id: 'apply.flow.coverLetterRequired', defaultMessage: 'This client asks for a cover letter.' },
  coverUploading: { id: 'apply.flow.coverUploading', defaultMessage: 'Uploading cover letter' },
  coverRemove: { id: 'apply.flow.coverRemove', defaultMessage: 'Remove the cover letter' },
  // Rate.
  rateValue: { id: 'apply.flow.rateValue', defaultMessage: 'Your rate' },
  rateCurrency: { id: 'apply.flow.rateCurrency', defaultMessage: 'Currency' },
  rateUnit: { id: 'apply.flow.rateUnit', defaultMessage: 'Per' },
  rateRequired: { id: 'apply.flow.rateRequired', defaultMessage: 'Please enter your rate.' },
  ratePositive: { id: 'apply.flow.ratePositive', defaultMessage: 'Your rate must be more than 0.' },
  rateShown: defineMessage<{ rate: string | number; unit: string | number }>({
    id: 'apply.flow.rateShown',
    defaultMessage: 'The client sees {rate} {unit}.',
  }),
  rateCalculating: { id: 'apply.flow.rateCalculating', defaultMessage: 'Calculating the rate the client sees…' },
  rateFailed: { id: 'apply.flow.rateFailed', defaultMessage: 'The rate the client sees cannot be calculated now.' },
  unit_HR: { id: 'apply.flow.unit.HR', defaultMessage: 'per hour' },
  unit_DAY: { id: 'apply.flow.unit.DAY', defaultMessage: 'per day' },
  unit_WEEK: { id: 'apply.flow.unit.WEEK', defaultMessage: 'per week' },
  unit_MONTH: { id: 'apply.flow.unit.MONTH', defaultMessage: 'per month' },
  unit_YEAR: { id: 'apply.flow.unit.YEAR', defaultMessage: 'per year' },
  unit_PROJECT: { id: 'apply.flow.unit.PROJECT', defaultMessage: 'for the project' },
  // Interview.
  interviewIntro: defineMessage<{ timeZone: string | number }>({
    id: 'apply.flow.interviewIntro',
    defaultMessage: 'Choose a time for a live interview (times in {timeZone}).',
  }),
  slotsLoading: { id: 'apply.flow.slotsLoading', defaultMessage: 'Loading free interview times' },
  interviewNone: { id: 'apply.flow.interviewNone', defaultMessage: 'None of these times suit me' },
  interviewNoneHint: {
    id: 'apply.flow.interviewNoneHint',
    defaultMessage: 'The client will contact you to find another time.',
  },
  slotRequired: { id: 'apply.flow.slotRequired', defaultMessage: 'Choose a time, or say that none suits you.' },
  slotTaken: {
    id: 'apply.flow.slotTaken',
    defaultMessage: 'Someone else just booked this time. Please choose another one; your other answers are kept.',
  },
  slots_NO_FREE_SLOTS: {
    id: 'apply.flow.slots.NO_FREE_SLOTS',
    defaultMessage: 'The client has no free interview times at the moment. They will contact you to find a time.',
  },
  slots_NO_SUITABLE_SLOTS: {
    id: 'apply.flow.slots.NO_SUITABLE_SLOTS',
    defaultMessage: 'None of the client’s free times fit an interview. They will contact you to find a time.',
  },
  slots_ERROR: {
    id: 'apply.flow.slots.ERROR',
    defaultMessage: 'The client’s calendar cannot be read right now. They will contact you to find a time.',
  },
  // Legal.
  legalIntro: { id: 'apply.flow.legalIntro', defaultMessage: 'To apply, please agree to the client’s terms.' },
  legalTerms: { id: 'apply.flow.legalTerms', defaultMessage: 'I agree to the client’s terms and conditions' },
  legalPrivacy: { id: 'apply.flow.legalPrivacy', defaultMessage: 'I agree to the client’s privacy statement' },
  readTerms: { id: 'apply.flow.readTerms', defaultMessage: 'Read the terms and conditions' },
  readPrivacy: { id: 'apply.flow.readPrivacy', defaultMessage: 'Read the privacy statement' },
  legalRequired: { id: 'apply.flow.legalRequired', defaultMessage: 'Please agree to continue.' },
  // Security id.
  securityIdIntro: {
    id: 'apply.flow.securityIdIntro',
    defaultMessage: 'This project needs a security ID.',
  },
  securityIdList: { id: 'apply.flow.securityIdList', defaultMessage: 'Your security IDs' },
  securityIdNew: { id: 'apply.flow.securityIdNew', defaultMessage: 'Add a security ID' },
  securityIdExample: defineMessage<{ example: string | number }>({
    id: 'apply.flow.securityIdExample',
    defaultMessage: 'For example {example}',
  }),
  securityIdAdd: { id: 'apply.flow.securityIdAdd', defaultMessage: 'Add' },
  securityIdPattern: { id: 'apply.flow.securityIdPattern', defaultMessage: 'This is not a valid security ID.' },
  securityIdRequired: { id: 'apply.flow.securityIdRequired', defaultMessage: 'Please add a security ID.' },
  securityIdAdded: { id: 'apply.flow.securityIdAdded', defaultMessage: 'Security ID added.' },
  // Review.
  reviewIntro: { id: 'apply.flow.reviewIntro', defaultMessage: 'Check your application before you send it.' },
  edit: defineMessage<{ step: string | number }>({
    id: 'apply.flow.edit',
    defaultMessage: 'Edit {step}',
  }),
  notAnswered: { id: 'apply.flow.notAnswered', defaultMessage: 'Not answered' },
  none: { id: 'apply.flow.none', defaultMessage: 'None' },
  agreed: { id: 'apply.flow.agreed', defaultMessage: 'Agreed' },
  alternativeSlot: { id: 'apply.flow.alternativeSlot', defaultMessage: 'Another time, to be agreed' },
});

// --- The talent's applications and invitations ---

export const messages = defineMessages({
  // The tabs of /app/project
  tabsLabel: { id: 'apply.tabs.label', defaultMessage: 'Projects' },
  tabSearch: { id: 'apply.tabs.search', defaultMessage: 'Search' },
  tabApplications: { id: 'apply.tabs.applications', defaultMessage: 'Applications' },
  tabInvitations: { id: 'apply.tabs.invitations', defaultMessage: 'Invitations' },

  // The applications tab
  applicationsTitle: { id: 'apply.applications.title', defaultMessage: 'My applications' },
  applicationsIntro: {
    id: 'apply.applications.intro',
    defaultMessage: 'Follow your applications here, newest first.',
  },
  applicationsLoading: { id: 'apply.applications.loading', defaultMessage: 'Loading your applications' },
  applicationsFailed: {
    id: 'apply.applications.failed',
    defaultMessage: 'Your applications could not be loaded.',
  },
  retry: { id: 'apply.applications.retry', defaultMessage: 'Try again' },
  submittedTitle: { id: 'apply.applications.submittedTitle', defaultMessage: 'Submitted applications' },
  statusFilter: { id: 'apply.applications.filter.label', defaultMessage: 'Status' },
  statusFilterAll: { id: 'apply.applications.filter.all', defaultMessage: 'All statuses' },
  emptyTitle: { id: 'apply.applications.empty.title', defaultMessage: 'No applications yet' },
  emptyDescription: {
    id: 'apply.applications.empty.description',
    defaultMessage: 'Find a project that fits you and apply in a few steps.',
  },
  emptyFilteredTitle: {
    id: 'apply.applications.emptyFiltered.title',
    defaultMessage: 'No applications with this status',
  },
  searchProjects: { id: 'apply.applications.searchProjects', defaultMessage: 'Search projects' },
  shownOfTotal: defineMessage<{ shown: number; total: number }>({
    id: 'apply.applications.shownOfTotal',
    defaultMessage: 'Showing {shown} of {total, plural, one {# application} other {# applications}}',
  }),
  loadMore: { id: 'apply.applications.loadMore', defaultMessage: 'Show more applications' },
  submittedOn: defineMessage<{ date: string }>({
    id: 'apply.applications.submittedOn',
    defaultMessage: 'Submitted on {date}',
  }),
  startedOn: defineMessage<{ date: string }>({
    id: 'apply.applications.startedOn',
    defaultMessage: 'Started on {date}',
  }),
  proposedRate: defineMessage<{ rate: string }>({
    id: 'apply.applications.proposedRate',
    defaultMessage: 'Your rate: {rate}',
  }),
  ratePerUnit: defineMessage<{ amount: string; unit: string }>({
    id: 'apply.applications.ratePerUnit',
    defaultMessage:
      '{amount} {unit, select, HR {per hour} DAY {per day} WEEK {per week} MONTH {per month} YEAR {per year} other {for the project}}',
  }),
  timeline: { id: 'apply.applications.timeline', defaultMessage: 'Status history' },
  edit: { id: 'apply.applications.edit', defaultMessage: 'Edit application' },
  withdraw: { id: 'apply.applications.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: defineMessage<{ job: string }>({
    id: 'apply.applications.withdraw.title',
    defaultMessage: 'Withdraw your application for “{job}”?',
  }),
  withdrawMessage: {
    id: 'apply.applications.withdraw.message',
    defaultMessage: 'The client will be told that you are no longer available. You cannot undo this.',
  },
  withdrawReason: { id: 'apply.applications.withdraw.reason', defaultMessage: 'Reason (optional)' },
  withdrawReasonHint: {
    id: 'apply.applications.withdraw.reasonHint',
    defaultMessage: 'Helps the client understand your decision.',
  },
  withdrawConfirm: { id: 'apply.applications.withdraw.confirm', defaultMessage: 'Withdraw application' },
  withdrawCancel: { id: 'apply.applications.withdraw.cancel', defaultMessage: 'Keep application' },
  withdrawn: defineMessage<{ job: string }>({
    id: 'apply.applications.withdraw.done',
    defaultMessage: 'Your application for “{job}” has been withdrawn.',
  }),

  // Drafts (applications not submitted yet)
  draftsTitle: { id: 'apply.drafts.title', defaultMessage: 'Unfinished applications' },
  draftsIntro: {
    id: 'apply.drafts.intro',
    defaultMessage: 'Pick up where you left off, on this device or any other.',
  },
  continueDraft: { id: 'apply.drafts.continue', defaultMessage: 'Continue' },

  // The invitations tab
  invitationsTitle: { id: 'apply.invitations.title', defaultMessage: 'Invitations' },
  invitationsIntro: {
    id: 'apply.invitations.intro',
    defaultMessage: 'Clients who would like you to apply for their project.',
  },
  invitationsLoading: { id: 'apply.invitations.loading', defaultMessage: 'Loading your invitations' },
  invitationsFailed: {
    id: 'apply.invitations.failed',
    defaultMessage: 'Your invitations could not be loaded.',
  },
  invitationsEmptyTitle: { id: 'apply.invitations.empty.title', defaultMessage: 'No open invitations' },
  invitationsEmptyDescription: {
    id: 'apply.invitations.empty.description',
    defaultMessage: 'When a client invites you to a project, it shows up here.',
  },
  invitedOn: defineMessage<{ date: string }>({
    id: 'apply.invitations.invitedOn',
    defaultMessage: 'Invited on {date}',
  }),
  expires: defineMessage<{ when: string }>({ id: 'apply.invitations.expires', defaultMessage: 'Expires {when}' }),
  expired: { id: 'apply.invitations.expired', defaultMessage: 'Expired' },
  accept: { id: 'apply.invitations.accept', defaultMessage: 'Accept and apply' },
  decline: { id: 'apply.invitations.decline', defaultMessage: 'Decline' },
  declineTitle: defineMessage<{ job: string }>({
    id: 'apply.invitations.decline.title',
    defaultMessage: 'Decline the invitation to “{job}”?',
  }),
  declineMessage: {
    id: 'apply.invitations.decline.message',
    defaultMessage: 'The invitation will disappear from your list. You can still apply while the project is open.',
  },
  declineConfirm: { id: 'apply.invitations.decline.confirm', defaultMessage: 'Decline invitation' },
  declineCancel: { id: 'apply.invitations.decline.cancel', defaultMessage: 'Keep invitation' },
  declined: defineMessage<{ job: string }>({
    id: 'apply.invitations.decline.done',
    defaultMessage: 'You declined the invitation to “{job}”.',
  }),
});

/** The flow's PDF fields (the CV, the cover letter) in `usePdfUpload` of @talent/app-context. */
export const pdfTexts: PdfUploadTexts = {
  choose: flowMessages.pdfChoose,
  replace: flowMessages.pdfReplace,
  dropHint: flowMessages.pdfDrop,
  notPdf: flowMessages.pdfOnly,
  hint: flowMessages.pdfHint,
  tooLarge: flowMessages.pdfTooLarge,
};
