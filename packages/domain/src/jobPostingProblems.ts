// Google's rules for JobPosting structured data, checked on the JSON-LD a page carries (parsed
// from the HTML, so any shape): https://developers.google.com/search/docs/appearance/structured-data/job-posting
import { EMPLOYMENT_TYPES, SALARY_UNITS } from './jobPosting.ts';

// The properties read here, so that they read as `ld.title` rather than `ld['title']`.
type Key =
  | '@context'
  | '@type'
  | 'title'
  | 'description'
  | 'datePosted'
  | 'validThrough'
  | 'employmentType'
  | 'hiringOrganization'
  | 'name'
  | 'sameAs'
  | 'logo'
  | 'jobLocation'
  | 'address'
  | 'addressCountry'
  | 'addressLocality'
  | 'jobLocationType'
  | 'applicantLocationRequirements'
  | 'baseSalary'
  | 'currency'
  | 'value'
  | 'minValue'
  | 'maxValue'
  | 'unitText'
  | 'identifier'
  | 'directApply'
  | 'url';
type Json = Readonly<Partial<Record<Key, unknown>>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Epoch ms of an ISO 8601 date or date-time with a real calendar day, else undefined. */
function isoMoment(value: unknown): number | undefined {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  // Date.parse rolls 2026-02-30 over to 2 March: only a day the calendar has is a date.
  if (calendar.getUTCDate() !== day) return undefined;
  const ms = Date.parse(value as string);
  return Number.isNaN(ms) ? undefined : ms;
}

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

const CURRENCIES: ReadonlySet<unknown> = new Set(Intl.supportedValuesOf('currency'));

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function dateProblems(ld: Json): string[] {
  const problems: string[] = [];
  const posted = isoMoment(ld.datePosted);
  if (ld.datePosted === undefined) problems.push('datePosted is missing');
  else if (posted === undefined) problems.push(`datePosted is not an ISO 8601 date: ${JSON.stringify(ld.datePosted)}`);
  if (ld.validThrough === undefined) return problems;
  const through = isoMoment(ld.validThrough);
  if (through === undefined) problems.push(`validThrough is not an ISO 8601 date: ${JSON.stringify(ld.validThrough)}`);
  else if (through <= (posted ?? Number.NEGATIVE_INFINITY)) problems.push('validThrough is not after datePosted');
  return problems;
}

function descriptionProblems(description: unknown): string[] {
  if (!isText(description) || description.replace(/<[^>]*>/g, '').trim() === '') {
    return ['description is missing or empty'];
  }
  return /<script\b/i.test(description) ? ['description contains a script tag'] : [];
}

function organizationProblems(organization: unknown): string[] {
  if (!isObject(organization)) return ['hiringOrganization is missing'];
  const problems: string[] = [];
  if (organization['@type'] !== 'Organization') problems.push('hiringOrganization is not an Organization');
  if (!isText(organization.name)) problems.push('hiringOrganization has no name');
  for (const key of ['sameAs', 'logo'] as const) {
    if (organization[key] !== undefined && !isAbsoluteUrl(organization[key])) {
      problems.push(`hiringOrganization.${key} is not an absolute URL`);
    }
  }
  return problems;
}

function placeProblems(place: unknown): string[] {
  const address = isObject(place) && place['@type'] === 'Place' ? place.address : undefined;
  if (!isObject(address) || address['@type'] !== 'PostalAddress') {
    return ['jobLocation is not a Place with a PostalAddress'];
  }
  const problems: string[] = [];
  if (typeof address.addressCountry !== 'string' || !/^[A-Z]{2}$/.test(address.addressCountry)) {
    problems.push('jobLocation.address.addressCountry is not an ISO 3166-1 alpha-2 code');
  }
  if (address.addressLocality !== undefined && !isText(address.addressLocality)) {
    problems.push('jobLocation.address.addressLocality is empty');
  }
  return problems;
}

function locationProblems(ld: Json): string[] {
  const remote = ld.jobLocationType === 'TELECOMMUTE';
  if (ld.jobLocationType !== undefined && !remote) return ['jobLocationType is not TELECOMMUTE'];
  const problems: string[] = [];
  if (ld.jobLocation === undefined && !remote) problems.push('jobLocation is missing (and the job is not remote)');
  if (ld.jobLocation !== undefined) problems.push(...listOf(ld.jobLocation).flatMap(placeProblems));
  if (remote) {
    const requirements = listOf(ld.applicantLocationRequirements);
    const areas = requirements.filter(
      (r) => isObject(r) && (r['@type'] === 'Country' || r['@type'] === 'State') && isText(r.name),
    );
    // An empty list names no place either.
    if (areas.length === 0 || areas.length < requirements.length) {
      problems.push('a TELECOMMUTE job needs applicantLocationRequirements (Country or State with a name)');
    }
  }
  return problems;
}

function salaryProblems(salary: unknown): string[] {
  if (salary === undefined) return [];
  if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount') return ['baseSalary is not a MonetaryAmount'];
  const problems: string[] = [];
  if (!CURRENCIES.has(salary.currency)) {
    problems.push(`baseSalary.currency is not an ISO 4217 code: ${JSON.stringify(salary.currency) ?? 'none'}`);
  }
  const value = salary.value;
  if (!isObject(value) || value['@type'] !== 'QuantitativeValue') {
    return [...problems, 'baseSalary.value is not a QuantitativeValue'];
  }
  const amounts = (['value', 'minValue', 'maxValue'] as const).filter((key) => value[key] !== undefined);
  if (amounts.length === 0) problems.push('baseSalary.value has no value, minValue or maxValue');
  for (const key of amounts) {
    const amount = value[key];
    if (!Number.isFinite(amount) || (amount as number) < 0) {
      problems.push(`baseSalary.value.${key} is not a non-negative number`);
    }
  }
  if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.minValue > value.maxValue) {
    problems.push('baseSalary.value.minValue is above maxValue');
  }
  if (!(SALARY_UNITS as readonly unknown[]).includes(value.unitText)) {
    problems.push(`baseSalary.value.unitText is not one of ${SALARY_UNITS.join(', ')}`);
  }
  return problems;
}

function otherProblems(ld: Json): string[] {
  const problems: string[] = [];
  const types = listOf(ld.employmentType);
  if (ld.employmentType !== undefined && !types.every((t) => (EMPLOYMENT_TYPES as readonly unknown[]).includes(t))) {
    problems.push(`employmentType is not one of ${EMPLOYMENT_TYPES.join(', ')}`);
  }
  const id = ld.identifier;
  if (id !== undefined && !(isObject(id) && id['@type'] === 'PropertyValue' && isText(id.name) && isText(id.value))) {
    problems.push('identifier is not a PropertyValue with a name and a value');
  }
  if (ld.directApply !== undefined && typeof ld.directApply !== 'boolean')
    problems.push('directApply is not a boolean');
  if (ld.url !== undefined && !isAbsoluteUrl(ld.url)) problems.push('url is not an absolute URL');
  return problems;
}

/**
 * The problems Google would find in a JobPosting's JSON-LD, in words (empty when it is valid):
 * the required properties (`title`, `description`, `datePosted`, `hiringOrganization`, and
 * `jobLocation` unless the job is remote only) present and typed; dates ISO 8601 on real calendar
 * days with `validThrough` after `datePosted`; no script in the description; a country of two
 * capital letters; remote work (TELECOMMUTE) naming where applicants may live; a salary in an
 * ISO 4217 currency with non-negative amounts (minimum not above maximum) and one of Google's
 * periods; employment types, identifier, `directApply` and URLs of the right kind when present.
 */
export function jobPostingProblems(jsonLd: unknown): string[] {
  if (!isObject(jsonLd)) return ['the JSON-LD is not an object'];
  const problems: string[] = [];
  if (jsonLd['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  if (jsonLd['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  if (!isText(jsonLd.title)) problems.push('title is missing or empty');
  else if (/<[a-z/!]/i.test(jsonLd.title)) problems.push('title contains HTML');
  return [
    ...problems,
    ...descriptionProblems(jsonLd.description),
    ...dateProblems(jsonLd),
    ...organizationProblems(jsonLd.hiringOrganization),
    ...locationProblems(jsonLd),
    ...salaryProblems(jsonLd.baseSalary),
    ...otherProblems(jsonLd),
  ];
}
