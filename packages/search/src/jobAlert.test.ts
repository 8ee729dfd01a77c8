// The way back from login to the same search with the job-alert dialog open, and an alert's
// starting name.
import { parseSearchQuery } from '@talent/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { JOB_ALERT_NAME_MAX, jobAlertLoginHref, jobAlertName } from './jobAlert.ts';
import { validateProjectSearch } from './searchParams.ts';

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));
const intl = createIntl({ locale: 'en', messages: {} });
const redirectOf = (href: string) => new URL(href, 'http://portal.test').searchParams.get('redirect') ?? '';

describe('jobAlertLoginHref', () => {
  it('goes to login, then to the in-app search with the same search and the dialog requested', () => {
    const href = jobAlertLoginHref(parse('any=java%20dev&location=Berlin&workPrefs=rm&page=3'), {});
    expect(href.startsWith('/app/login?redirect=')).toBe(true);
    const back = redirectOf(href);
    expect(back).toBe('/app/project?any=java%20dev&location=Berlin&workPrefs=rm&jobAlert=new');
    // The one-time-link login takes only the contract's redirectPath characters (no `+`).
    expect(back).toMatch(/^\/[A-Za-z0-9/_.~%?=&-]*$/);
  });

  it('turns a listing’s path into filters (the in-app search has no listing pages)', () => {
    const back = redirectOf(jobAlertLoginHref(parse('any=java'), { city: 'München', pools: [4, 7] }));
    const url = new URL(back, 'http://portal.test');
    expect(url.pathname).toBe('/app/project');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      any: 'java',
      pools: '4,7',
      location: 'München',
      jobAlert: 'new',
    });
  });

  it('the request survives the search route’s validation; other values of the key do not', () => {
    const url = new URL(redirectOf(jobAlertLoginHref(parse('any=java'), {})), 'http://portal.test');
    expect(validateProjectSearch(Object.fromEntries(url.searchParams))).toEqual({ any: 'java', jobAlert: 'new' });
    expect(validateProjectSearch({ any: 'java', jobAlert: 'yes' })).toEqual({ any: 'java' });
  });
});

describe('jobAlertName', () => {
  it('names the text and the place', () => {
    expect(jobAlertName(intl, parse('any=java&location=Berlin'), {}, undefined)).toBe('java in Berlin');
    expect(jobAlertName(intl, parse('any=java&location=DE'), {}, undefined)).toBe('java in Germany');
    expect(jobAlertName(intl, parse('any=java'), { city: 'München' }, 'Projects in München')).toBe('java in München');
    expect(jobAlertName(intl, parse('any=java'), {}, undefined)).toBe('java');
  });

  it('without text: a listing’s heading, the place, or a general name', () => {
    expect(jobAlertName(intl, parse(''), { pools: [7] }, 'Java projects')).toBe('Java projects');
    expect(jobAlertName(intl, parse('location=Berlin'), {}, undefined)).toBe('Projects in Berlin');
    expect(jobAlertName(intl, parse('workPrefs=rm'), {}, undefined)).toBe('New projects');
  });

  it('keeps to the API’s length', () => {
    const name = jobAlertName(intl, parse(`any=${'a'.repeat(190)}&location=Berlin`), {}, undefined);
    expect(name).toHaveLength(JOB_ALERT_NAME_MAX);
  });
});
