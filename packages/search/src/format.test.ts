// Job fields as text in the user's language.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  countryName,
  durationMonths,
  formatDate,
  formatPlace,
  formatRate,
  formatWorkMode,
  languageName,
  projectStatusDisplay,
} from './format.ts';
import { messages } from './messages.ts';

const english = Object.fromEntries(Object.values(messages).map((m) => [m.id, m.defaultMessage]));
const en = createIntl({ locale: 'en', messages: english });
const de = createIntl({ locale: 'de', messages: english });

describe('format', () => {
  it('formats rates as money in the job’s currency', () => {
    expect(formatRate(en, { min: 80, max: 95, currency: 'EUR' })).toBe('€80 – €95');
    expect(formatRate(en, { min: 80, max: 80, currency: 'USD' })).toBe('$80');
    expect(formatRate(en, { min: 80.5, currency: 'EUR' })).toBe('from €80.50');
    expect(formatRate(en, { max: 95 })).toBe('up to €95');
    expect(formatRate(en, { min: null, max: null })).toBeUndefined();
    expect(formatRate(de, { min: 80, max: 95, currency: 'EUR' })).toBe('80\u00a0€ – 95\u00a0€');
  });

  it('names the country in the user’s language', () => {
    expect(formatPlace(en, 'Berlin', 'DE')).toBe('Berlin, Germany');
    expect(formatPlace(de, 'Wien', 'AT')).toBe('Wien, Österreich');
    expect(formatPlace(en, null, 'CH')).toBe('Switzerland');
    expect(formatPlace(en, null, null)).toBeUndefined();
  });

  it('shows calendar dates on their own day in every time zone', () => {
    expect(formatDate(en, '2027-01-04')).toBe('Jan 4, 2027');
    expect(formatDate(de, '2027-01-04')).toBe('04.01.2027');
  });

  it('measures durations as the search filter does', () => {
    expect(durationMonths('2027-02-05', '2027-08-04')).toBe(6);
    expect(durationMonths('2027-01-16', '2028-01-15')).toBe(12);
    expect(durationMonths('2027-01-01', '2027-01-03')).toBe(1);
    expect(durationMonths('2027-02-01', '2027-01-01')).toBeUndefined();
    expect(durationMonths(null, '2027-01-01')).toBeUndefined();
  });

  it('names the work mode', () => {
    expect(formatWorkMode(en, { workPreference: 'ONSITE' })).toBe('On site');
    expect(formatWorkMode(en, { workPreference: null, remote: true })).toBe('Remote');
    expect(formatWorkMode(en, { workPreference: null, remote: false })).toBeUndefined();
  });

  it('shows only ACTIVE as open', () => {
    expect(projectStatusDisplay('ACTIVE')).toMatchObject({ type: 'success', label: messages.statusActive });
    expect(projectStatusDisplay('PAUSED')).toMatchObject({ type: 'warning', label: messages.statusPaused });
    expect(projectStatusDisplay('CLOSED')).toMatchObject({ type: 'info', label: messages.statusClosed });
    expect(projectStatusDisplay('ARCHIVED')).toMatchObject({ label: messages.statusClosed });
  });
});

describe('countryName and languageName', () => {
  it('name a country and a language in each locale, one after the other', () => {
    expect(countryName(en, 'de')).toBe('Germany');
    expect(countryName(de, 'DE')).toBe('Deutschland');
    expect(countryName(en, 'DE')).toBe('Germany');
    expect(languageName(en, 'fr')).toBe('French');
    expect(languageName(de, 'fr')).toBe('Französisch');
    // Region and language caches are apart: "de" is German as a language, Germany as a region.
    expect(languageName(en, 'de')).toBe('German');
  });

  it('give the code back when it is no code at all', () => {
    expect(countryName(en, '1')).toBe('1');
    expect(languageName(en, '')).toBe('');
  });
});
