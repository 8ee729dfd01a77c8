// Texts of the onboarding feature (onboarding steps, CV upload and review, profile page, the
// visitor's apply page). Ids `onboarding.*`; catalogs in packages/i18n/messages/<locale>/onboarding.json.
import type { PdfUploadTexts } from '@talent/app-context';
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'onboarding.title', defaultMessage: 'Complete your profile' },
  stepsLabel: { id: 'onboarding.stepsLabel', defaultMessage: 'Onboarding steps' },
  progressLabel: { id: 'onboarding.progressLabel', defaultMessage: 'Onboarding progress' },
  stepDone: { id: 'onboarding.stepDone', defaultMessage: '(done)' },
  stepOf: defineMessage<{ number: string | number; count: number }>({
    id: 'onboarding.stepOf',
    defaultMessage: 'Step {number} of {count}',
  }),
  previous: { id: 'onboarding.previous', defaultMessage: 'Previous' },
  next: { id: 'onboarding.next', defaultMessage: 'Next' },
  finish: { id: 'onboarding.finish', defaultMessage: 'Finish' },
  retry: { id: 'onboarding.retry', defaultMessage: 'Try again' },
  saveFailed: {
    id: 'onboarding.saveFailed',
    defaultMessage: 'Your answers could not be saved. They are kept in this browser, so nothing is lost.',
  },
  offline: {
    id: 'onboarding.offline',
    defaultMessage:
      'The connection is lost. Your answers are kept in this browser; try again once you are back online.',
  },
  fixErrors: { id: 'onboarding.fixErrors', defaultMessage: 'Please correct the marked answers.' },
  missingRows: { id: 'onboarding.missingRows', defaultMessage: 'Some required answers are still missing:' },
  missingRow: defineMessage<{ label: string; step: string }>({
    id: 'onboarding.missingRow',
    defaultMessage: '{label} (step {step})',
  }),
  nothingToDo: { id: 'onboarding.nothingToDo', defaultMessage: 'There is nothing to fill in. Finish to go on.' },
  applyingFor: { id: 'onboarding.applyingFor', defaultMessage: 'You are applying for' },
  jobCity: defineMessage<{ city: string }>({ id: 'onboarding.jobCity', defaultMessage: 'Location: {city}' }),
  jobHours: defineMessage<{ hours: number }>({
    id: 'onboarding.jobHours',
    defaultMessage: '{hours, number} hours per week',
  }),
  choose: { id: 'onboarding.choose', defaultMessage: 'Choose…' },
  countriesFailed: { id: 'onboarding.countriesFailed', defaultMessage: 'The list of countries could not be loaded.' },
  question: { id: 'onboarding.question', defaultMessage: 'Question' },
  yes: { id: 'onboarding.yes', defaultMessage: 'Yes' },

  // Field errors of the feature's own editors (the rules' texts are the API's `validation.*`).
  historyTitle: defineMessage<{ entry: number }>({
    id: 'onboarding.historyTitle',
    defaultMessage: 'Entry {entry} needs a title.',
  }),
  historyDates: defineMessage<{ entry: number }>({
    id: 'onboarding.historyDates',
    defaultMessage: 'Entry {entry} ends before it starts.',
  }),
  languageMissing: defineMessage<{ entry: number }>({
    id: 'onboarding.languageMissing',
    defaultMessage: 'Choose the language of entry {entry}.',
  }),

  // Address and phone parts.
  addressLine1: { id: 'onboarding.address.addressLine1', defaultMessage: 'Address line 1' },
  addressLine2: { id: 'onboarding.address.addressLine2', defaultMessage: 'Address line 2' },
  street: { id: 'onboarding.address.street', defaultMessage: 'Street and number' },
  zip: { id: 'onboarding.address.zip', defaultMessage: 'Postcode' },
  city: { id: 'onboarding.address.city', defaultMessage: 'City' },
  state: { id: 'onboarding.address.state', defaultMessage: 'State or region' },
  country: { id: 'onboarding.address.country', defaultMessage: 'Country' },
  phoneCountry: { id: 'onboarding.phone.country', defaultMessage: 'Country code' },
  phoneNumber: { id: 'onboarding.phone.number', defaultMessage: 'Number' },

  // Tags (skills, tools).
  tagHint: { id: 'onboarding.tags.hint', defaultMessage: 'Type one and press Enter to add it.' },
  addTag: { id: 'onboarding.tags.add', defaultMessage: 'Add' },
  removeTag: defineMessage<{ tag: string }>({ id: 'onboarding.tags.remove', defaultMessage: 'Remove {tag}' }),
  chosenTags: defineMessage<{ label: string }>({ id: 'onboarding.tags.chosen', defaultMessage: '{label}: chosen' }),

  // Languages.
  proficiency: { id: 'onboarding.languages.proficiency', defaultMessage: 'Level' },
  level1: { id: 'onboarding.languages.level1', defaultMessage: 'Basic' },
  level2: { id: 'onboarding.languages.level2', defaultMessage: 'Elementary' },
  level3: { id: 'onboarding.languages.level3', defaultMessage: 'Good' },
  level4: { id: 'onboarding.languages.level4', defaultMessage: 'Fluent' },
  level5: { id: 'onboarding.languages.level5', defaultMessage: 'Native or bilingual' },
  addLanguage: { id: 'onboarding.languages.add', defaultMessage: 'Add a language' },
  removeLanguage: defineMessage<{ number: string | number }>({
    id: 'onboarding.languages.remove',
    defaultMessage: 'Remove language {number}',
  }),
  languageNumber: defineMessage<{ number: string | number }>({
    id: 'onboarding.languages.number',
    defaultMessage: 'Language {number}',
  }),
  noLanguageMatches: { id: 'onboarding.languages.noMatches', defaultMessage: 'No language matches' },

  // History entries.
  entryNumber: defineMessage<{ number: string | number }>({
    id: 'onboarding.history.entry',
    defaultMessage: 'Entry {number}',
  }),
  addEntry: { id: 'onboarding.history.add', defaultMessage: 'Add an entry' },
  removeEntry: defineMessage<{ number: string | number }>({
    id: 'onboarding.history.remove',
    defaultMessage: 'Remove entry {number}',
  }),
  jobTitle: { id: 'onboarding.history.jobTitle', defaultMessage: 'Job title' },
  degree: { id: 'onboarding.history.degree', defaultMessage: 'Degree or course' },
  certificate: { id: 'onboarding.history.certificate', defaultMessage: 'Certificate' },
  company: { id: 'onboarding.history.company', defaultMessage: 'Company' },
  school: { id: 'onboarding.history.school', defaultMessage: 'School or university' },
  issuer: { id: 'onboarding.history.issuer', defaultMessage: 'Issued by' },
  entryDescription: { id: 'onboarding.history.description', defaultMessage: 'Description' },
  start: { id: 'onboarding.history.start', defaultMessage: 'Start' },
  end: { id: 'onboarding.history.end', defaultMessage: 'End' },
  month: { id: 'onboarding.history.month', defaultMessage: 'Month' },
  year: { id: 'onboarding.history.year', defaultMessage: 'Year' },
  noDate: { id: 'onboarding.history.noDate', defaultMessage: '—' },
  ongoing: { id: 'onboarding.history.ongoing', defaultMessage: 'Ongoing' },
  noEntries: { id: 'onboarding.history.none', defaultMessage: 'No entries yet.' },

  // Categories and pools.
  noCategories: { id: 'onboarding.categories.none', defaultMessage: 'No categories are offered.' },
  choosePoolsFirst: {
    id: 'onboarding.pools.chooseCategories',
    defaultMessage: 'Choose job categories first to see their pools.',
  },
  noPools: { id: 'onboarding.pools.none', defaultMessage: 'There are no pools for these categories.' },
  listFailed: { id: 'onboarding.listFailed', defaultMessage: 'The choices could not be loaded.' },

  // CV upload.
  cvChoose: { id: 'onboarding.cv.choose', defaultMessage: 'Choose a PDF' },
  cvReplace: { id: 'onboarding.cv.replace', defaultMessage: 'Upload another PDF' },
  cvDropHint: { id: 'onboarding.cv.dropHint', defaultMessage: 'or drag and drop it here' },
  cvHint: { id: 'onboarding.cv.hint', defaultMessage: 'A PDF of at most 10 MB.' },
  cvNotPdf: { id: 'onboarding.cv.notPdf', defaultMessage: 'Only PDF files can be uploaded.' },
  cvTooLarge: { id: 'onboarding.cv.tooLarge', defaultMessage: 'This file is larger than 10 MB.' },
  cvUploading: { id: 'onboarding.cv.uploading', defaultMessage: 'Uploading your CV' },
  cvOverwrite: {
    id: 'onboarding.cv.overwrite',
    defaultMessage: 'Replace my current CV (otherwise the new one is added)',
  },
  fillFromCv: { id: 'onboarding.cv.fill', defaultMessage: 'Fill my profile from my CV' },
  parsing: { id: 'onboarding.cv.parsing', defaultMessage: 'Reading your CV…' },
  parseFailed: {
    id: 'onboarding.cv.parseFailed',
    defaultMessage: "We couldn't read your CV. Please fill in the steps yourself.",
  },
  parseEmpty: {
    id: 'onboarding.cv.parseEmpty',
    defaultMessage: 'We found nothing in your CV that these steps ask for.',
  },

  // Review of the parsed CV.
  reviewTitle: { id: 'onboarding.review.title', defaultMessage: 'Check what we read from your CV' },
  reviewIntro: {
    id: 'onboarding.review.intro',
    defaultMessage:
      'Nothing is used until you accept it. Accepted values go into the steps, where you can still change them before saving.',
  },
  reviewSkills: { id: 'onboarding.review.skills', defaultMessage: 'Skills' },
  reviewTools: { id: 'onboarding.review.tools', defaultMessage: 'Tools and technologies' },
  reviewLanguages: { id: 'onboarding.review.languages', defaultMessage: 'Languages' },
  reviewEmployment: defineMessage<{ title: string }>({
    id: 'onboarding.review.employment',
    defaultMessage: 'Work experience: {title}',
  }),
  reviewEducation: defineMessage<{ title: string }>({
    id: 'onboarding.review.education',
    defaultMessage: 'Education: {title}',
  }),
  reviewCertificate: defineMessage<{ title: string }>({
    id: 'onboarding.review.certificate',
    defaultMessage: 'Certificate: {title}',
  }),
  reviewAddress: { id: 'onboarding.review.address', defaultMessage: 'Address' },
  reviewPhone: { id: 'onboarding.review.phone', defaultMessage: 'Mobile number' },
  reviewLinkedIn: { id: 'onboarding.review.linkedIn', defaultMessage: 'LinkedIn' },
  accept: { id: 'onboarding.review.accept', defaultMessage: 'Accept' },
  edit: { id: 'onboarding.review.edit', defaultMessage: 'Edit' },
  doneEditing: { id: 'onboarding.review.doneEditing', defaultMessage: 'Done editing' },
  discard: { id: 'onboarding.review.discard', defaultMessage: 'Discard' },
  undo: { id: 'onboarding.review.undo', defaultMessage: 'Undo' },
  accepted: { id: 'onboarding.review.accepted', defaultMessage: 'Accepted' },
  discarded: { id: 'onboarding.review.discarded', defaultMessage: 'Discarded' },
  conflict: { id: 'onboarding.review.conflict', defaultMessage: 'You already entered something else here.' },
  yours: defineMessage<{ value: string }>({ id: 'onboarding.review.yours', defaultMessage: 'Yours: {value}' }),
  resolution: { id: 'onboarding.review.resolution', defaultMessage: 'Which to keep?' },
  keepMine: { id: 'onboarding.review.keepMine', defaultMessage: 'Keep mine' },
  useCv: { id: 'onboarding.review.useCv', defaultMessage: "Use the CV's" },
  mergeBoth: { id: 'onboarding.review.merge', defaultMessage: 'Merge both' },
  alreadyThere: { id: 'onboarding.review.alreadyThere', defaultMessage: 'Already in your profile.' },
  closeReview: { id: 'onboarding.review.close', defaultMessage: 'Close the review' },

  // The visitor's apply page.
  visitorTitle: { id: 'onboarding.visitor.title', defaultMessage: 'Apply for this project' },
  visitorSaved: { id: 'onboarding.visitor.saved', defaultMessage: 'We have kept this project for you.' },
  visitorNote: {
    id: 'onboarding.visitor.note',
    defaultMessage:
      'Create an account first. Once your profile is complete, we bring you back to this project so you can apply.',
  },
  visitorSignup: { id: 'onboarding.visitor.signup', defaultMessage: 'Create an account' },
  visitorLogin: { id: 'onboarding.visitor.login', defaultMessage: 'I already have an account' },
  visitorCancel: { id: 'onboarding.visitor.cancel', defaultMessage: 'Back to the project' },
});

/** Built-in labels of the known row types (a tenant's `form.label` wins). */
export const rowLabels = defineMessages({
  first_name: { id: 'onboarding.row.firstName', defaultMessage: 'First name' },
  last_name: { id: 'onboarding.row.lastName', defaultMessage: 'Last name' },
  professional_title: { id: 'onboarding.row.professionalTitle', defaultMessage: 'Professional title' },
  description: { id: 'onboarding.row.description', defaultMessage: 'About you' },
  linkedin_handle: { id: 'onboarding.row.linkedinHandle', defaultMessage: 'LinkedIn profile name' },
  availability: { id: 'onboarding.row.availability', defaultMessage: 'Available from' },
  hour_rate: { id: 'onboarding.row.hourRate', defaultMessage: 'Hourly rate' },
  residence_country: { id: 'onboarding.row.residenceCountry', defaultMessage: 'Country of residence' },
  home_address: { id: 'onboarding.row.homeAddress', defaultMessage: 'Home address' },
  mobile_number: { id: 'onboarding.row.mobileNumber', defaultMessage: 'Mobile number' },
  cv_upload: { id: 'onboarding.row.cvUpload', defaultMessage: 'Your CV' },
  skills: { id: 'onboarding.row.skills', defaultMessage: 'Skills' },
  tools: { id: 'onboarding.row.tools', defaultMessage: 'Tools and technologies' },
  languages: { id: 'onboarding.row.languages', defaultMessage: 'Languages' },
  employment_history: { id: 'onboarding.row.employmentHistory', defaultMessage: 'Work experience' },
  education_history: { id: 'onboarding.row.educationHistory', defaultMessage: 'Education' },
  certificate_history: { id: 'onboarding.row.certificateHistory', defaultMessage: 'Certificates' },
  categories: { id: 'onboarding.row.categories', defaultMessage: 'Job categories that interest you' },
  pools: { id: 'onboarding.row.pools', defaultMessage: 'Talent pools to join' },
  security_id: { id: 'onboarding.row.securityId', defaultMessage: 'Security ID' },
});

/** Texts of the profile page (`/app/profile`). */
export const profileMessages = defineMessages({
  title: { id: 'onboarding.profile.title', defaultMessage: 'Your profile' },
  tabsLabel: { id: 'onboarding.profile.tabs', defaultMessage: 'Profile sections' },
  personal: { id: 'onboarding.profile.tab.personal', defaultMessage: 'Personal data' },
  cv: { id: 'onboarding.profile.tab.cv', defaultMessage: 'CV and documents' },
  experience: { id: 'onboarding.profile.tab.experience', defaultMessage: 'Experience' },
  education: { id: 'onboarding.profile.tab.education', defaultMessage: 'Education' },
  certificates: { id: 'onboarding.profile.tab.certificates', defaultMessage: 'Certificates' },
  skills: { id: 'onboarding.profile.tab.skills', defaultMessage: 'Skills and languages' },
  availability: { id: 'onboarding.profile.tab.availability', defaultMessage: 'Availability' },
  rate: { id: 'onboarding.profile.tab.rate', defaultMessage: 'Rate' },
  save: { id: 'onboarding.profile.save', defaultMessage: 'Save' },
  saved: { id: 'onboarding.profile.saved', defaultMessage: 'Your changes were saved.' },
  loadFailed: { id: 'onboarding.profile.loadFailed', defaultMessage: 'This part of your profile could not be loaded.' },
  strength: { id: 'onboarding.profile.strength', defaultMessage: 'Profile strength' },
  strengthValue: defineMessage<{ score: number }>({
    id: 'onboarding.profile.strengthValue',
    defaultMessage: '{score, number}% complete',
  }),
  addNext: { id: 'onboarding.profile.addNext', defaultMessage: 'What to add next' },
  complete: { id: 'onboarding.profile.complete', defaultMessage: 'Your profile is complete.' },
  files: { id: 'onboarding.profile.files', defaultMessage: 'Your CVs' },
  noFiles: { id: 'onboarding.profile.noFiles', defaultMessage: 'No CV yet.' },
  generatedFile: { id: 'onboarding.profile.generatedFile', defaultMessage: 'Generated from your profile' },
  uploadedFile: { id: 'onboarding.profile.uploadedFile', defaultMessage: 'Uploaded' },
  fileDate: defineMessage<{ date: Date }>({
    id: 'onboarding.profile.fileDate',
    defaultMessage: 'on {date, date, medium}',
  }),
  deleteFile: defineMessage<{ name: string }>({ id: 'onboarding.profile.deleteFile', defaultMessage: 'Delete {name}' }),
  downloadFile: defineMessage<{ name: string }>({
    id: 'onboarding.profile.downloadFile',
    defaultMessage: 'Download {name}',
  }),
  deleteTitle: { id: 'onboarding.profile.deleteTitle', defaultMessage: 'Delete this CV?' },
  deleteMessage: defineMessage<{ name: string }>({
    id: 'onboarding.profile.deleteMessage',
    defaultMessage: '“{name}” will be deleted. This cannot be undone.',
  }),
  deleteConfirm: { id: 'onboarding.profile.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'onboarding.profile.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'onboarding.profile.deleted', defaultMessage: 'The CV was deleted.' },
  generate: { id: 'onboarding.profile.generate', defaultMessage: 'Generate a CV from my profile' },
  generated: defineMessage<{ name: string }>({
    id: 'onboarding.profile.generated',
    defaultMessage: 'Your CV was generated: {name}',
  }),
  coverLetter: { id: 'onboarding.profile.coverLetter', defaultMessage: 'Cover letter (PDF)' },
  coverLetterUploaded: defineMessage<{ name: string }>({
    id: 'onboarding.profile.coverLetterUploaded',
    defaultMessage: 'Cover letter uploaded: {name}',
  }),
  uploadCv: { id: 'onboarding.profile.uploadCv', defaultMessage: 'Upload a CV' },
  rateValue: { id: 'onboarding.profile.rateValue', defaultMessage: 'Amount' },
  currency: { id: 'onboarding.profile.currency', defaultMessage: 'Currency' },
  period: { id: 'onboarding.profile.period', defaultMessage: 'Per' },
  unitHR: { id: 'onboarding.profile.unit.HR', defaultMessage: 'hour' },
  unitDAY: { id: 'onboarding.profile.unit.DAY', defaultMessage: 'day' },
  unitWEEK: { id: 'onboarding.profile.unit.WEEK', defaultMessage: 'week' },
  unitMONTH: { id: 'onboarding.profile.unit.MONTH', defaultMessage: 'month' },
  unitYEAR: { id: 'onboarding.profile.unit.YEAR', defaultMessage: 'year' },
  unitPROJECT: { id: 'onboarding.profile.unit.PROJECT', defaultMessage: 'project' },
  missingCv: { id: 'onboarding.profile.missing.cv', defaultMessage: 'Upload your CV' },
  missingProfileImage: { id: 'onboarding.profile.missing.profileImage', defaultMessage: 'A profile photo' },
});

/** The PDF fields of onboarding and the profile (CVs, the cover letter) in `usePdfUpload` of @talent/app-context. */
export const pdfTexts: PdfUploadTexts = {
  choose: messages.cvChoose,
  replace: messages.cvReplace,
  dropHint: messages.cvDropHint,
  notPdf: messages.cvNotPdf,
  hint: messages.cvHint,
  tooLarge: messages.cvTooLarge,
};
