import { describe, expect, it } from 'vitest';
import { jobPostingProblems } from './jobPostingProblems.ts';

// A valid posting as a page would carry it, written out by hand (not built by jobPostingJsonLd).
const valid = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Data Engineer',
  description: '<p>Pipelines in Kotlin.</p>',
  datePosted: '2026-10-01',
  validThrough: '2026-10-31T17:00:00+02:00',
  employmentType: 'CONTRACTOR',
  hiringOrganization: { '@type': 'Organization', name: 'Globex SA', sameAs: 'https://globex.example/' },
  jobLocation: [
    { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'FR', addressLocality: 'Lyon' } },
  ],
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', value: 600, unitText: 'DAY' },
  },
  identifier: { '@type': 'PropertyValue', name: 'Globex', value: '12' },
  directApply: true,
  url: 'https://globex.example/projects/data-engineer/12',
};

const problems = (patch: Record<string, unknown>) => jobPostingProblems({ ...valid, ...patch });
const without = (key: keyof typeof valid) => {
  const copy: Record<string, unknown> = { ...valid };
  delete copy[key];
  return jobPostingProblems(copy);
};

describe('jobPostingProblems', () => {
  it('finds nothing in a valid posting', () => {
    expect(jobPostingProblems(valid)).toEqual([]);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'x', 3, [valid]]) {
      expect(jobPostingProblems(value)).toEqual(['the JSON-LD is not an object']);
    }
  });

  it('needs the schema.org context and the JobPosting type', () => {
    expect(problems({ '@context': 'http://schema.org' })).toEqual(['@context is not https://schema.org']);
    expect(problems({ '@type': 'Job' })).toEqual(['@type is not JobPosting']);
  });

  it('needs a title without HTML', () => {
    expect(without('title')).toEqual(['title is missing or empty']);
    expect(problems({ title: '  ' })).toEqual(['title is missing or empty']);
    expect(problems({ title: 42 })).toEqual(['title is missing or empty']);
    expect(problems({ title: 'Data <b>Engineer</b>' })).toEqual(['title contains HTML']);
    expect(problems({ title: 'R&D <3 engineers' })).toEqual([]);
  });

  it('needs a description with text and no script', () => {
    expect(without('description')).toEqual(['description is missing or empty']);
    expect(problems({ description: ' <p> </p> ' })).toEqual(['description is missing or empty']);
    expect(problems({ description: '<p>Hi</p><SCRIPT src="x"></SCRIPT>' })).toEqual([
      'description contains a script tag',
    ]);
    expect(problems({ description: 'Scripted tests <scripts are fine' })).toEqual([]);
    expect(problems({ description: 'Plain text' })).toEqual([]);
  });

  it('needs datePosted as an ISO 8601 date on a real calendar day', () => {
    expect(without('datePosted')).toEqual(['datePosted is missing']);
    expect(problems({ datePosted: '01.10.2026' })).toEqual(['datePosted is not an ISO 8601 date: "01.10.2026"']);
    expect(problems({ datePosted: '2026-02-30' })).toEqual(['datePosted is not an ISO 8601 date: "2026-02-30"']);
    expect(problems({ datePosted: '2026-13-01' })).toEqual(['datePosted is not an ISO 8601 date: "2026-13-01"']);
    expect(problems({ datePosted: '2026-10-01T25:00:00Z' })).toEqual([
      'datePosted is not an ISO 8601 date: "2026-10-01T25:00:00Z"',
    ]);
    expect(problems({ datePosted: 20261001 })).toEqual(['datePosted is not an ISO 8601 date: 20261001']);
    expect(problems({ datePosted: ['2026-10-01'] })).toEqual(['datePosted is not an ISO 8601 date: ["2026-10-01"]']);
    expect(problems({ datePosted: ' 2026-10-01' })).toHaveLength(1);
    expect(problems({ datePosted: '2026-10-01 ' })).toHaveLength(1);
    for (const date of [
      '2026-10-01T08:00Z',
      '2026-10-01T08:00:00.123Z',
      '2026-10-01T08:00:00-05:00',
      '2026-10-01T08:00:00',
      '2024-02-29',
    ]) {
      expect(problems({ datePosted: date })).toEqual([]);
    }
  });

  it('takes validThrough only as an ISO date after datePosted', () => {
    expect(without('validThrough')).toEqual([]);
    expect(problems({ validThrough: 'soon' })).toEqual(['validThrough is not an ISO 8601 date: "soon"']);
    expect(problems({ validThrough: '2026-10-01' })).toEqual(['validThrough is not after datePosted']);
    expect(problems({ validThrough: '2026-09-30T23:59:59Z' })).toEqual(['validThrough is not after datePosted']);
    expect(problems({ validThrough: '2026-10-01T00:00:01Z' })).toEqual([]);
    expect(problems({ datePosted: 'x', validThrough: '2020-01-01' })).toEqual([
      'datePosted is not an ISO 8601 date: "x"',
    ]);
  });

  it('needs a hiring organisation with a name and absolute URLs', () => {
    expect(without('hiringOrganization')).toEqual(['hiringOrganization is missing']);
    expect(problems({ hiringOrganization: 'Globex' })).toEqual(['hiringOrganization is missing']);
    expect(problems({ hiringOrganization: { '@type': 'Corporation', name: '' } })).toEqual([
      'hiringOrganization is not an Organization',
      'hiringOrganization has no name',
    ]);
    expect(
      problems({
        hiringOrganization: { '@type': 'Organization', name: 'G', sameAs: '/', logo: '//cdn.example/x.png' },
      }),
    ).toEqual(['hiringOrganization.sameAs is not an absolute URL', 'hiringOrganization.logo is not an absolute URL']);
    expect(
      problems({
        hiringOrganization: { '@type': 'Organization', name: 'G', logo: 'http://cdn.example/x.png' },
      }),
    ).toEqual([]);
    expect(
      problems({ hiringOrganization: { '@type': 'Organization', name: 'G', logo: 'ftp://cdn.example/x.png' } }),
    ).toEqual(['hiringOrganization.logo is not an absolute URL']);
    expect(
      problems({ hiringOrganization: { '@type': 'Organization', name: 'G', logo: 'data:https://cdn.example/x.png' } }),
    ).toEqual(['hiringOrganization.logo is not an absolute URL']);
  });

  it('needs a place with a two-letter country unless the job is remote only', () => {
    expect(without('jobLocation')).toEqual(['jobLocation is missing (and the job is not remote)']);
    const place = (address: unknown) => problems({ jobLocation: { '@type': 'Place', address } });
    expect(place({ '@type': 'PostalAddress', addressCountry: 'FR' })).toEqual([]);
    expect(place({ '@type': 'PostalAddress', addressCountry: 'FRA' })).toEqual([
      'jobLocation.address.addressCountry is not an ISO 3166-1 alpha-2 code',
    ]);
    expect(place({ '@type': 'PostalAddress', addressCountry: 'fr' })).toHaveLength(1);
    expect(place({ '@type': 'PostalAddress' })).toHaveLength(1);
    expect(place({ '@type': 'PostalAddress', addressCountry: ['FR'] })).toHaveLength(1);
    expect(place({ '@type': 'PostalAddress', addressCountry: 'FR', addressLocality: ' ' })).toEqual([
      'jobLocation.address.addressLocality is empty',
    ]);
    expect(place({ addressCountry: 'FR' })).toEqual(['jobLocation is not a Place with a PostalAddress']);
    expect(place('Lyon, FR')).toEqual(['jobLocation is not a Place with a PostalAddress']);
    expect(problems({ jobLocation: { address: { '@type': 'PostalAddress', addressCountry: 'FR' } } })).toEqual([
      'jobLocation is not a Place with a PostalAddress',
    ]);
    expect(problems({ jobLocation: [valid.jobLocation[0], { '@type': 'Place' }] })).toEqual([
      'jobLocation is not a Place with a PostalAddress',
    ]);
  });

  it('takes remote work only as TELECOMMUTE with the applicants’ countries or states', () => {
    const remote = { jobLocation: undefined, jobLocationType: 'TELECOMMUTE' };
    expect(problems({ ...remote, applicantLocationRequirements: { '@type': 'Country', name: 'FR' } })).toEqual([]);
    expect(
      problems({
        ...remote,
        applicantLocationRequirements: [
          { '@type': 'Country', name: 'FR' },
          { '@type': 'State', name: 'Bavaria' },
        ],
      }),
    ).toEqual([]);
    const missing = ['a TELECOMMUTE job needs applicantLocationRequirements (Country or State with a name)'];
    expect(problems(remote)).toEqual(missing);
    expect(problems({ ...remote, applicantLocationRequirements: { '@type': 'Country', name: '' } })).toEqual(missing);
    expect(problems({ ...remote, applicantLocationRequirements: { '@type': 'City', name: 'Lyon' } })).toEqual(missing);
    expect(problems({ ...remote, applicantLocationRequirements: 'FR' })).toEqual(missing);
    expect(problems({ ...remote, applicantLocationRequirements: [] })).toEqual(missing);
    expect(
      problems({ ...remote, applicantLocationRequirements: [{ '@type': 'Country', name: 'FR' }, { name: 'DE' }] }),
    ).toEqual(missing);
    expect(problems({ jobLocationType: 'REMOTE' })).toEqual(['jobLocationType is not TELECOMMUTE']);
    // Hybrid: a place and remote work; the place is still checked.
    expect(
      problems({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'FR' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'France' } },
      }),
    ).toEqual(['jobLocation.address.addressCountry is not an ISO 3166-1 alpha-2 code']);
  });

  it('takes a salary in an ISO 4217 currency with amounts and one of Google’s periods', () => {
    expect(without('baseSalary')).toEqual([]);
    const salary = (currency: unknown, value: unknown) =>
      problems({ baseSalary: { '@type': 'MonetaryAmount', currency, value } });
    const amount = (fields: Record<string, unknown>) => salary('EUR', { '@type': 'QuantitativeValue', ...fields });
    expect(problems({ baseSalary: { currency: 'EUR' } })).toEqual(['baseSalary is not a MonetaryAmount']);
    expect(problems({ baseSalary: 'EUR 600' })).toEqual(['baseSalary is not a MonetaryAmount']);
    expect(salary('€', { '@type': 'QuantitativeValue', value: 1, unitText: 'DAY' })).toEqual([
      'baseSalary.currency is not an ISO 4217 code: "€"',
    ]);
    expect(salary('eur', { '@type': 'QuantitativeValue', value: 1, unitText: 'DAY' })).toHaveLength(1);
    expect(salary('XYZ', { '@type': 'QuantitativeValue', value: 1, unitText: 'DAY' })).toHaveLength(1);
    expect(salary('UAH', { '@type': 'QuantitativeValue', value: 1, unitText: 'DAY' })).toEqual([]);
    expect(salary(undefined, 600)).toEqual([
      'baseSalary.currency is not an ISO 4217 code: none',
      'baseSalary.value is not a QuantitativeValue',
    ]);
    expect(salary('EUR', { value: 1, unitText: 'DAY' })).toEqual(['baseSalary.value is not a QuantitativeValue']);
    expect(amount({ unitText: 'DAY' })).toEqual(['baseSalary.value has no value, minValue or maxValue']);
    expect(amount({ minValue: 10, unitText: 'HOUR' })).toEqual([]);
    expect(amount({ maxValue: 10, unitText: 'WEEK' })).toEqual([]);
    expect(amount({ minValue: 10, maxValue: 10, unitText: 'MONTH' })).toEqual([]);
    expect(amount({ minValue: 0, maxValue: 1, unitText: 'YEAR' })).toEqual([]);
    expect(amount({ minValue: 11, maxValue: 10, unitText: 'DAY' })).toEqual([
      'baseSalary.value.minValue is above maxValue',
    ]);
    expect(amount({ value: -1, minValue: '5', maxValue: Number.POSITIVE_INFINITY, unitText: 'DAY' })).toEqual([
      'baseSalary.value.value is not a non-negative number',
      'baseSalary.value.minValue is not a non-negative number',
      'baseSalary.value.maxValue is not a non-negative number',
    ]);
    expect(amount({ value: Number.NaN, unitText: 'DAY' })).toHaveLength(1);
    // A bound that is no number is reported as such, never compared.
    expect(amount({ minValue: '11', maxValue: 10, unitText: 'DAY' })).toEqual([
      'baseSalary.value.minValue is not a non-negative number',
    ]);
    expect(amount({ minValue: 11, maxValue: '10', unitText: 'DAY' })).toEqual([
      'baseSalary.value.maxValue is not a non-negative number',
    ]);
    expect(amount({ value: 1, unitText: 'PROJECT' })).toEqual([
      'baseSalary.value.unitText is not one of HOUR, DAY, WEEK, MONTH, YEAR',
    ]);
    expect(amount({ value: 1 })).toHaveLength(1);
  });

  it('takes employment types only from Google’s list, one or several', () => {
    expect(without('employmentType')).toEqual([]);
    expect(problems({ employmentType: ['FULL_TIME', 'CONTRACTOR', 'TEMPORARY'] })).toEqual([]);
    for (const type of ['PART_TIME', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']) {
      expect(problems({ employmentType: type })).toEqual([]);
    }
    const wrong = [
      'employmentType is not one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER',
    ];
    expect(problems({ employmentType: 'FREELANCE' })).toEqual(wrong);
    expect(problems({ employmentType: ['CONTRACTOR', 'contractor'] })).toEqual(wrong);
  });

  it('checks identifier, directApply and url when present', () => {
    expect(without('identifier')).toEqual([]);
    expect(without('directApply')).toEqual([]);
    expect(without('url')).toEqual([]);
    const id = ['identifier is not a PropertyValue with a name and a value'];
    expect(problems({ identifier: '12' })).toEqual(id);
    expect(problems({ identifier: { '@type': 'Thing', name: 'G', value: '1' } })).toEqual(id);
    expect(problems({ identifier: { '@type': 'PropertyValue', value: '1' } })).toEqual(id);
    expect(problems({ identifier: { '@type': 'PropertyValue', name: 'G', value: 1 } })).toEqual(id);
    expect(problems({ directApply: 'true' })).toEqual(['directApply is not a boolean']);
    expect(problems({ directApply: false })).toEqual([]);
    expect(problems({ url: '/projects/data-engineer/12' })).toEqual(['url is not an absolute URL']);
    expect(problems({ url: 'https://exa mple.com/x' })).toEqual(['url is not an absolute URL']);
    expect(problems({ url: 'https://' })).toEqual(['url is not an absolute URL']);
    expect(problems({ url: 'xhttps://globex.example/x' })).toEqual(['url is not an absolute URL']);
    expect(problems({ url: ['https://globex.example/x'] })).toEqual(['url is not an absolute URL']);
  });

  it('lists every problem at once', () => {
    expect(jobPostingProblems({})).toEqual([
      '@context is not https://schema.org',
      '@type is not JobPosting',
      'title is missing or empty',
      'description is missing or empty',
      'datePosted is missing',
      'hiringOrganization is missing',
      'jobLocation is missing (and the job is not remote)',
    ]);
  });
});
