import { jobPostingJsonLd, jobPostingProblems } from '@talent/domain';
import { describe, expect, it } from 'vitest';
import { jobPostingInput, jobPostingTenant } from './jobPosting.ts';
import type { JobPostingContext } from './jobPosting.ts';
import type { Job } from './schemas.ts';

const context: JobPostingContext = {
  name: 'Acme Talent',
  legalEntity: { name: 'Acme Staffing GmbH', show_logo: true, logo: '/tenants/acme/logos/legal-entity.svg' },
  talentLogo: '/tenants/acme/logos/talent.svg',
  ogImage: '/tenants/acme/logos/og.png',
  languages: [
    { iso: 'en', name: 'English' },
    { iso: 'de', name: 'Deutsch' },
  ],
};

const job: Job = {
  id: 1042,
  title: 'Senior Java Developer',
  descriptionHtmlStripped: 'Build payment services.',
  descriptionHtml: '<p>Build payment services.</p>',
  jobType: 'Contract',
  status: 'ACTIVE',
  periodDeadline: '2026-12-15T17:00:00.000Z',
  publishedAt: '2026-11-02T08:30:00.000Z',
  siteCity: 'Berlin',
  siteCountry: 'DE',
  rateRange: { min: 80, max: 95, currency: 'EUR' },
  remote: false,
  workPreference: 'HYBRID',
  hoursPerWeek: 40,
  affectedPools: { results: [] },
};

describe('jobPostingTenant', () => {
  it('takes the legal entity as the organisation, with its logo, else the portal’s', () => {
    expect(jobPostingTenant(context, 'https://acme.example')).toEqual({
      name: 'Acme Talent',
      legalEntityName: 'Acme Staffing GmbH',
      origin: 'https://acme.example',
      logo: '/tenants/acme/logos/legal-entity.svg',
      ogImage: '/tenants/acme/logos/og.png',
      languages: ['en', 'de'],
    });
    const noLogo = { ...context, legalEntity: { ...context.legalEntity, logo: null } };
    expect(jobPostingTenant(noLogo, 'https://acme.example').logo).toBe('/tenants/acme/logos/talent.svg');
  });
});

describe('jobPostingInput', () => {
  const tenant = jobPostingTenant(context, 'https://acme.example');

  it('maps every field of a job, the rate as hourly', () => {
    expect(jobPostingInput(job, tenant)).toEqual({
      tenant,
      job: {
        id: 1042,
        title: 'Senior Java Developer',
        status: 'ACTIVE',
        descriptionHtml: '<p>Build payment services.</p>',
        descriptionText: 'Build payment services.',
        postedAt: '2026-11-02T08:30:00.000Z',
        deadline: '2026-12-15T17:00:00.000Z',
        jobType: 'Contract',
        hoursPerWeek: 40,
        workPreference: 'HYBRID',
        remote: false,
        city: 'Berlin',
        country: 'DE',
        rate: { min: 80, max: 95, currency: 'EUR', unit: 'HR' },
      },
    });
    expect(jobPostingProblems(jobPostingJsonLd(jobPostingInput(job, tenant)))).toEqual([]);
  });

  it('maps what the job lacks to null, and a rate without currency to none', () => {
    const bare: Job = { id: 1, title: 'X', status: 'CLOSED', rateRange: { min: 5 } };
    expect(jobPostingInput(bare, tenant).job).toEqual({
      id: 1,
      title: 'X',
      status: 'CLOSED',
      descriptionHtml: null,
      descriptionText: null,
      postedAt: null,
      deadline: null,
      jobType: null,
      hoursPerWeek: null,
      workPreference: null,
      remote: null,
      city: null,
      country: null,
      rate: null,
    });
    expect(jobPostingInput({ ...bare, rateRange: { max: 9, currency: 'UAH' } }, tenant).job.rate).toEqual({
      min: null,
      max: 9,
      currency: 'UAH',
      unit: 'HR',
    });
  });
});
