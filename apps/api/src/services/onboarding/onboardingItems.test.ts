import { parseOnboardingStructure } from '@talent/domain';
import { describe, expect, it } from 'vitest';
import type { FreelancerRow } from '../identity/freelancers.ts';
import {
  answersOf,
  cvProblems,
  hiddenFieldOfItem,
  interpretRow,
  isRowHidden,
  toStructureEntry,
} from './onboardingItems.ts';
import type { AnswerItem, AnswerSources, OnboardingRow } from './onboardingItems.ts';
import { emptyCv } from '../cv/structuredCv.ts';

const row = (id: number, type: string, extra: Record<string, unknown> = {}): OnboardingRow =>
  parseOnboardingStructure([{ id, stepName: 'Step', sequence: 1, rowNumber: 1, type, showOn: ['long'], ...extra }])[0]!;

const sent = (...items: AnswerItem[]) => items.map((item, index) => ({ item, field: `answers.${index}` }));
const item = (id: number, type: string, value: AnswerItem['value'], groupId?: number): AnswerItem => ({
  id,
  type,
  value,
  ...(groupId !== undefined && { groupId }),
});
const context = { categoryIds: new Set([1, 2]) };
const interpret = (r: OnboardingRow, ...items: AnswerItem[]) => interpretRow(r, sent(...items), context);

describe('interpretRow', () => {
  it('takes only the row’s parts, one item for a single value, and applies the form’s rules', () => {
    expect(interpret(row(1, 'home_address'), item(1, 'postcode', '1')).errors).toEqual([
      { field: 'answers.0.type', messages: ['validation.oneOf'] },
    ]);
    expect(
      interpret(row(1, 'text', { form: { label: { en: 'A' } } }), item(1, 'text', 'a'), item(1, 'text', 'b')).errors,
    ).toEqual([{ field: 'answers.1', messages: ['validation.max'] }]);
    const note = row(1, 'text', { form: { label: { en: 'Note' }, rules: 'required|min:3' } });
    expect(interpret(note, item(1, 'text', '  ')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.required'] },
    ]);
    expect(interpret(note, item(1, 'text', 'ab')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.min'] },
    ]);
    // A tag row's rules judge the list.
    const skills = row(2, 'skills', { form: { rules: 'max:2' } });
    expect(interpret(skills, item(2, 'skills', ['a', 'b', 'c'])).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.max'] },
    ]);
    expect(
      interpret(row(3, 'checkbox', { form: { label: { en: 'OK?' }, required: true } }), item(3, 'checkbox', false))
        .errors,
    ).toEqual([{ field: 'answers.0.value', messages: ['validation.required'] }]);
  });

  it('turns profile rows into the profile fields they set, naming the item of each', () => {
    const address = interpret(
      row(5, 'home_address'),
      item(5, 'city', 'Berlin'),
      item(5, 'country', 'de'),
      item(5, 'street', null),
    );
    expect(address.change).toEqual({
      kind: 'profile',
      info: { homeAddress: { city: 'Berlin', country: 'DE', street: '' } },
      fields: new Map([
        ['homeAddress.city', 'answers.0.value'],
        ['homeAddress.country', 'answers.1.value'],
        ['homeAddress.street', 'answers.2.value'],
        ['homeAddress', 'answers.0.value'],
      ]),
    });
    const phone = interpret(row(6, 'mobile_number'), item(6, 'number', '0151 1'), item(6, 'country_code', ''));
    expect(phone.errors).toEqual([{ field: 'answers.1.value', messages: ['validation.required'] }]);
    const cleared = interpret(row(6, 'mobile_number'), item(6, 'number', ''), item(6, 'country_code', ''));
    expect(cleared.change).toMatchObject({ kind: 'profile', info: { mobileNumber: null } });
    // The form always has a region picked: a blank number with it is no number, not an error.
    const blank = interpret(row(6, 'mobile_number'), item(6, 'number', ' '), item(6, 'country_code', 'DE'));
    expect(blank.errors).toEqual([]);
    expect(blank.change).toMatchObject({ kind: 'profile', info: { mobileNumber: null } });
    expect(interpret(row(7, 'hour_rate'), item(7, 'hour_rate', '12,5')).change).toMatchObject({
      info: { hourRate: 12.5 },
    });
    expect(interpret(row(7, 'hour_rate'), item(7, 'hour_rate', 'much')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.numeric'] },
    ]);
    expect(interpret(row(8, 'availability'), item(8, 'availability', '')).change).toMatchObject({
      info: { availability: null },
    });
    expect(interpret(row(9, 'first_name'), item(9, 'first_name', 7)).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.type'] },
    ]);
  });

  it('reads a country of residence as an upper-case alpha-2 code of a real country', () => {
    const country = row(4, 'residence_country');
    expect(interpret(country, item(4, 'residence_country', ' at ')).change).toEqual({
      kind: 'residenceCountry',
      value: 'AT',
    });
    for (const code of ['XX', 'DEU', '276'])
      expect(interpret(country, item(4, 'residence_country', code)).errors, code).toEqual([
        { field: 'answers.0.value', messages: ['validation.country'] },
      ]);
  });

  it('turns CV rows into the CV section they replace, with the codec of the domain', () => {
    const history = interpret(
      row(10, 'employment_history'),
      item(10, 'title', 'Engineer', 1),
      item(10, 'start', '2020-01-01', 1),
      item(10, 'ongoing', true, 1),
      item(10, 'title', '', 2),
      item(10, 'organization', 'ACME', 2),
      item(10, 'title', '', 3),
    );
    // The entry with an employer but no title is not dropped without a word; an empty one is.
    expect(history.errors).toEqual([{ field: 'answers.3.value', messages: ['validation.required'] }]);
    const ok = interpret(
      row(10, 'employment_history'),
      item(10, 'title', 'Engineer', 1),
      item(10, 'end', '2021-01-01', 1),
    );
    expect(ok.change).toMatchObject({
      kind: 'cv',
      field: 'employmentHistory',
      value: [{ title: 'Engineer', start: null, end: '2021-01-01', ongoing: false }],
    });
    const languages = interpret(
      row(11, 'languages'),
      item(11, 'language', 'NL', 1),
      item(11, 'language', 'de', 2),
      item(11, 'proficiency', '5', 2),
      item(11, 'language', 'qq', 3),
    );
    expect(languages.errors).toEqual([{ field: 'answers.3.value', messages: ['validation.invalid'] }]);
    expect(
      interpret(row(11, 'languages'), item(11, 'language', 'NL', 1), item(11, 'proficiency', 0, 1)).errors,
    ).toEqual([{ field: 'answers.1.value', messages: ['validation.between'] }]);
    const tags = interpret(row(12, 'tools'), item(12, 'tools', ['Git', 'git']), item(12, 'tools', 'Docker'));
    expect(tags.change).toMatchObject({ kind: 'cv', field: 'toolsAndTechnologies', value: ['Git', 'Docker'] });
    expect(interpret(row(12, 'tools'), item(12, 'tools', ['x'.repeat(101)])).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.max'] },
    ]);
  });

  it('checks the tenant’s own questions, categories, pools, the CV file and the security id', () => {
    const select = row(20, 'select', {
      form: { label: { en: 'Kind' }, options: [{ value: 'a', label: { en: 'A' } }] },
    });
    expect(interpret(select, item(20, 'select', 'b')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.oneOf'] },
    ]);
    expect(interpret(select, item(20, 'select', 'a')).change).toEqual({
      kind: 'stored',
      items: [{ id: 20, type: 'select', value: 'a' }],
    });
    expect(interpret(row(21, 'categories'), item(21, 'categories', ['1', '3'])).errors).toEqual([
      { field: 'answers.0.value', messages: ['onboarding.categoryNotFound'] },
    ]);
    expect(interpret(row(22, 'pools'), item(22, 'pools', ['7', '7', '9'])).change).toEqual({
      kind: 'stored',
      items: [{ id: 22, type: 'pools', value: ['7', '9'] }],
      references: { ids: [7, 9], field: 'answers.0.value' },
    });
    expect(interpret(row(22, 'pools'), item(22, 'pools', ['seven'])).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.type'] },
    ]);
    expect(interpret(row(23, 'cv_upload'), item(23, 'cv_upload', 'not-a-uuid')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.format'] },
    ]);
    expect(interpret(row(24, 'security_id'), item(24, 'security_id', ' AB-1 ')).change).toEqual({
      kind: 'securityId',
      value: 'AB-1',
      field: 'answers.0.value',
    });
    expect(interpret(row(24, 'security_id'), item(24, 'security_id', 'Ä-1')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.pattern'] },
    ]);
    const text = row(25, 'text', { form: { label: { en: 'One line' } } });
    expect(interpret(text, item(25, 'text', 'a\nb')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.invalid'] },
    ]);
    const textarea = row(26, 'textarea', { form: { label: { en: 'Lines' } } });
    expect(interpret(textarea, item(26, 'textarea', ' a\nb ')).change).toMatchObject({ items: [{ value: 'a\nb' }] });
    const date = row(27, 'date', { form: { label: { en: 'When' } } });
    expect(interpret(date, item(27, 'date', '2026-02-29')).errors).toEqual([
      { field: 'answers.0.value', messages: ['validation.date'] },
    ]);
  });
});

describe('cvProblems', () => {
  it('names the item answering each CV path the CV’s rules refuse', () => {
    const cv = {
      ...emptyCv(),
      employmentHistory: [{ title: 'A', start: '2022-01-01', end: '2021-01-01', ongoing: false }],
    };
    const fields = new Map([
      ['employmentHistory.0.end', 'answers.2.value'],
      ['employmentHistory', 'answers.0.value'],
    ]);
    expect(cvProblems(cv, fields, 'answers')).toEqual([{ field: 'answers.2.value', messages: ['cv.endBeforeStart'] }]);
    expect(cvProblems(emptyCv(), fields, 'answers')).toEqual([]);
  });
});

describe('hidden fields', () => {
  it('hide a row when all it edits is hidden, and name the field of each item', () => {
    expect(isRowHidden(row(1, 'hour_rate'), new Set(['hourRate']))).toBe(true);
    expect(isRowHidden(row(1, 'home_address'), new Set(['homeAddress.street']))).toBe(false);
    expect(isRowHidden(row(1, 'skills'), new Set(['hourRate']))).toBe(false);
    expect(hiddenFieldOfItem(row(1, 'home_address'), { type: 'address_line1' })).toBe('homeAddress.addressLine1');
    expect(hiddenFieldOfItem(row(1, 'mobile_number'), { type: 'number' })).toBe('mobileNumber');
    expect(hiddenFieldOfItem(row(1, 'skills'), { type: 'skills' })).toBeUndefined();
  });
});

describe('answersOf and toStructureEntry', () => {
  const freelancer = {
    firstName: 'Ada',
    lastName: null,
    residenceCountry: 'GB',
    phoneE164: '+447400123456',
    phoneCountry: 'GB',
    profile: { hourRate: 95, homeAddress: { city: 'London', street: 'St James’s Square' } },
  } as unknown as FreelancerRow;
  const sources: AnswerSources = {
    freelancer,
    hidden: new Set(['homeAddress.street']),
    cv: {
      ...emptyCv(),
      skills: ['Analysis'],
      masteredLanguages: [{ code: 'en', proficiency: 5 }],
      educationHistory: [{ title: 'Mathematics', start: null, end: null, ongoing: false }],
    },
    stored: new Map([[30, [{ id: 30, type: 'select', value: 'b' }]]]),
    cvFile: null,
    securityId: '****1234',
  };
  const select = row(30, 'select', {
    form: {
      label: { en: 'Kind', de: 'Art' },
      options: [
        { value: 'a', label: { en: 'A' } },
        { value: 'b', label: { en: 'Bee', de: 'Biene' } },
      ],
    },
  });

  it('reads each answer from where it is kept, as the items a talent sends', () => {
    expect(answersOf(row(1, 'first_name'), sources, 'en')).toEqual([{ id: 1, type: 'first_name', value: 'Ada' }]);
    expect(answersOf(row(2, 'last_name'), sources, 'en')).toEqual([]);
    expect(answersOf(row(3, 'hour_rate'), sources, 'en')).toEqual([{ id: 3, type: 'hour_rate', value: 95 }]);
    // The hidden street is never answered back.
    expect(answersOf(row(4, 'home_address'), sources, 'en').filter((a) => a.value !== '')).toEqual([
      { id: 4, type: 'city', value: 'London' },
    ]);
    expect(answersOf(row(5, 'mobile_number'), sources, 'en')).toEqual([
      { id: 5, type: 'country_code', value: 'GB' },
      { id: 5, type: 'number', value: '+447400123456' },
    ]);
    expect(answersOf(row(6, 'skills'), sources, 'en')).toEqual([{ id: 6, type: 'skills', value: ['Analysis'] }]);
    expect(answersOf(row(7, 'languages'), sources, 'en')).toEqual([
      { id: 7, groupId: 1, type: 'language', value: 'en' },
      { id: 7, groupId: 1, type: 'proficiency', value: 5 },
    ]);
    expect(answersOf(row(8, 'education_history'), sources, 'en').find((a) => a.type === 'title')).toEqual({
      id: 8,
      groupId: 1,
      type: 'title',
      value: 'Mathematics',
    });
    expect(answersOf(row(9, 'security_id'), sources, 'en')).toEqual([
      { id: 9, type: 'security_id', value: '****1234' },
    ]);
    expect(answersOf(row(10, 'cv_upload'), sources, 'en')).toEqual([]);
    expect(answersOf(select, sources, 'de')).toEqual([{ id: 30, type: 'select', value: 'b', optionLabel: 'Biene' }]);
  });

  it('gives a row its labels in a locale (falling back to English) and the talent’s value or the default', () => {
    expect(toStructureEntry(select, 'de-AT', 'b')).toEqual({
      id: 30,
      stepName: 'Step',
      sequence: 1,
      rowNumber: 1,
      type: 'select',
      showOn: ['long'],
      value: 'b',
      form: {
        label: 'Art',
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'Biene' },
        ],
      },
    });
    const consent = row(31, 'checkbox', {
      value: false,
      hideByCountry: ['UA'],
      form: { label: { en: 'OK' }, required: true },
    });
    expect(toStructureEntry(consent, 'fr', undefined)).toMatchObject({
      value: false,
      hideByCountry: ['UA'],
      form: { label: 'OK' },
    });
    expect(toStructureEntry(row(32, 'skills'), 'en', undefined)).not.toHaveProperty('form');
  });
});
