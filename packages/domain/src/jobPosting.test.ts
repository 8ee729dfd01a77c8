import { describe, expect, it } from 'vitest';
import {
  FULL_TIME_HOURS_PER_WEEK,
  absoluteUrl,
  employmentTypes,
  jobCanonicalUrl,
  jobPostingJsonLd,
  tenantOrigin,
} from './jobPosting.ts';
import type { JobPostingInput, JobPostingJob, JobPostingTenant } from './jobPosting.ts';
import { jobPostingProblems } from './jobPostingProblems.ts';

const tenant: JobPostingTenant = {
  name: 'Acme Talent',
  legalEntityName: 'Acme Staffing GmbH',
  origin: 'https://talent.acme.example/',
  logo: '/tenants/acme/logos/legal-entity.svg',
  ogImage: '/tenants/acme/logos/og.png',
  languages: ['en', 'de'],
};

const job: JobPostingJob = {
  id: 1042,
  title: 'Senior Java Developer',
  status: 'ACTIVE',
  descriptionHtml: '<p>Build and run payment services.</p><ul><li>Java</li></ul>',
  descriptionText: 'Build and run payment services. Java',
  postedAt: '2026-10-20T08:00:00.000Z',
  deadline: '2026-12-15T17:00:00.000Z',
  jobType: 'Freelance',
  hoursPerWeek: 40,
  workPreference: 'ONSITE',
  remote: false,
  city: 'Berlin',
  country: 'DE',
  rate: { min: 80, max: 95, currency: 'EUR', unit: 'HR' },
};

const build = (patch: Partial<JobPostingJob> = {}, tenantPatch: Partial<JobPostingTenant> = {}) =>
  jobPostingJsonLd({ job: { ...job, ...patch }, tenant: { ...tenant, ...tenantPatch } });

describe('jobPostingJsonLd', () => {
  it('builds the whole JobPosting of a job with every field known', () => {
    expect(build()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Java Developer',
      description: '<p>Build and run payment services.</p><ul><li>Java</li></ul>',
      datePosted: '2026-10-20T08:00:00.000Z',
      validThrough: '2026-12-15T17:00:00.000Z',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Staffing GmbH',
        sameAs: 'https://talent.acme.example/',
        logo: 'https://talent.acme.example/tenants/acme/logos/legal-entity.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'DE', addressLocality: 'Berlin' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 80, maxValue: 95, unitText: 'HOUR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Talent', value: '1042' },
      directApply: true,
      url: 'https://talent.acme.example/projects/senior-java-developer/1042',
    });
    expect(jobPostingProblems(build())).toEqual([]);
  });

  it('leaves out what the job has no data for, and never invents it', () => {
    const ld = build(
      {
        descriptionHtml: null,
        postedAt: null,
        deadline: null,
        hoursPerWeek: null,
        city: null,
        country: 'AT',
        rate: null,
      },
      { logo: null },
    );
    expect(ld.description).toBe('Build and run payment services. Java');
    expect(ld).not.toHaveProperty('datePosted');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme Staffing GmbH',
      sameAs: 'https://talent.acme.example/',
    });
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AT' } });
    expect(ld.employmentType).toEqual(['CONTRACTOR']);
  });

  it('uses the HTML description, else the text, else nothing', () => {
    expect(build({ descriptionHtml: '' }).description).toBe('Build and run payment services. Java');
    expect(build({ descriptionHtml: null, descriptionText: null }).description).toBe('');
  });

  it('makes remote work TELECOMMUTE, open to applicants in the job’s country, without a place', () => {
    const ld = build({ workPreference: 'REMOTE' });
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'DE' });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(jobPostingProblems(ld)).toEqual([]);
  });

  it('gives hybrid work both the place and TELECOMMUTE', () => {
    const ld = build({ workPreference: 'HYBRID' });
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'DE' });
    expect(ld.jobLocation?.address.addressLocality).toBe('Berlin');
    expect(jobPostingProblems(ld)).toEqual([]);
  });

  it('keeps on-site work off TELECOMMUTE', () => {
    const ld = build({ workPreference: 'ONSITE', remote: true });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it('reads the remote flag when the work preference is unknown', () => {
    expect(build({ workPreference: null, remote: true })).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(build({ workPreference: null, remote: true })).not.toHaveProperty('jobLocation');
    expect(build({ workPreference: null, remote: false })).not.toHaveProperty('jobLocationType');
    expect(build({ workPreference: null, remote: null }).jobLocation?.address.addressCountry).toBe('DE');
  });

  it('names no place and no applicant country without a country (the validator then complains)', () => {
    const onsite = build({ country: null });
    expect(onsite).not.toHaveProperty('jobLocation');
    const remote = build({ country: null, workPreference: 'REMOTE' });
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote).not.toHaveProperty('applicantLocationRequirements');
    expect(jobPostingProblems(onsite)).toEqual(['jobLocation is missing (and the job is not remote)']);
  });

  it('maps rate units to Google’s periods and drops a price per project', () => {
    const unit = (u: 'HR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR') =>
      build({ rate: { min: 1, max: 2, currency: 'EUR', unit: u } }).baseSalary?.value.unitText;
    expect([unit('HR'), unit('DAY'), unit('WEEK'), unit('MONTH'), unit('YEAR')]).toEqual([
      'HOUR',
      'DAY',
      'WEEK',
      'MONTH',
      'YEAR',
    ]);
    expect(build({ rate: { min: 1, max: 2, currency: 'EUR', unit: 'PROJECT' } })).not.toHaveProperty('baseSalary');
  });

  it('states one amount as value, a range as min and max, an open end as one bound', () => {
    const value = (min: number | null, max: number | null) =>
      build({ rate: { min, max, currency: 'UAH', unit: 'DAY' } }).baseSalary;
    expect(value(500, 500)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'UAH',
      value: { '@type': 'QuantitativeValue', value: 500, unitText: 'DAY' },
    });
    // Strictly: an open end is no property at all, not one set to undefined.
    expect(value(80, null)?.value).toStrictEqual({ '@type': 'QuantitativeValue', minValue: 80, unitText: 'DAY' });
    expect(value(null, 95)?.value).toStrictEqual({ '@type': 'QuantitativeValue', maxValue: 95, unitText: 'DAY' });
    expect(value(0, 0)?.value).toEqual({ '@type': 'QuantitativeValue', value: 0, unitText: 'DAY' });
    expect(value(null, null)).toBeUndefined();
  });
});

describe('employmentTypes', () => {
  it('is CONTRACTOR for every job: talent are freelancers', () => {
    expect(employmentTypes({})).toEqual(['CONTRACTOR']);
    expect(employmentTypes({ jobType: 'Freelance', hoursPerWeek: 0 })).toEqual(['CONTRACTOR']);
  });

  it('adds FULL_TIME from 35 hours a week and PART_TIME below', () => {
    expect(FULL_TIME_HOURS_PER_WEEK).toBe(35);
    expect(employmentTypes({ hoursPerWeek: 35 })).toEqual(['FULL_TIME', 'CONTRACTOR']);
    expect(employmentTypes({ hoursPerWeek: 34.5 })).toEqual(['PART_TIME', 'CONTRACTOR']);
    expect(employmentTypes({ hoursPerWeek: 0.5 })).toEqual(['PART_TIME', 'CONTRACTOR']);
    expect(employmentTypes({ hoursPerWeek: null })).toEqual(['CONTRACTOR']);
  });

  it('adds TEMPORARY for a contract type that says so, in each shipped language, as a whole word', () => {
    for (const jobType of ['Temporary', 'Befristet', 'Intérim', 'Tijdelijk', 'Тимчасово', 'Fixed-term, temporary']) {
      expect(employmentTypes({ jobType })).toEqual(['CONTRACTOR', 'TEMPORARY']);
    }
    for (const jobType of ['Contract', 'Freiberuflich', 'Temporaryish', 'Unbefristet', null]) {
      expect(employmentTypes({ jobType })).toEqual(['CONTRACTOR']);
    }
  });
});

describe('URLs', () => {
  it('drops trailing slashes of the origin', () => {
    expect(tenantOrigin({ origin: 'https://a.example//' })).toBe('https://a.example');
    expect(tenantOrigin({ origin: 'http://localhost:3000' })).toBe('http://localhost:3000');
  });

  it('resolves tenant assets against the origin and keeps absolute ones', () => {
    expect(absoluteUrl({ origin: 'https://a.example/' }, 'logos/x.svg')).toBe('https://a.example/logos/x.svg');
    expect(absoluteUrl({ origin: 'https://a.example' }, '/t/x.svg')).toBe('https://a.example/t/x.svg');
    expect(absoluteUrl({ origin: 'https://a.example' }, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('makes the canonical URL from the public job link', () => {
    const input: JobPostingInput = { tenant, job: { ...job, id: 7, title: 'Data & <Analytics> Lead' } };
    expect(jobCanonicalUrl(input)).toBe('https://talent.acme.example/projects/data-analytics-lead/7');
  });
});
