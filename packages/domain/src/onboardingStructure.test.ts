import { describe, expect, it } from 'vitest';
import { isRequiredRow, onboardingStructureProblems } from './onboardingStructure.ts';

const row = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  stepName: 'Step',
  sequence: 1,
  rowNumber: id,
  type,
  showOn: ['long'],
  ...extra,
});

describe('isRequiredRow', () => {
  it('reads form.required and a required rule, either one', () => {
    expect(isRequiredRow({})).toBe(false);
    expect(isRequiredRow({ form: { required: true } })).toBe(true);
    expect(isRequiredRow({ form: { required: false, rules: 'max:20|required' } })).toBe(true);
    expect(isRequiredRow({ form: { rules: 'max:20' } })).toBe(false);
    // A regex containing the word is not the rule.
    expect(isRequiredRow({ form: { rules: 'regex:/^required$/' } })).toBe(false);
  });
});

describe('onboardingStructureProblems', () => {
  it('accepts a usable structure', () => {
    const rows = [
      row(1, 'first_name', { form: { required: true } }),
      row(2, 'select', {
        form: {
          label: { en: 'Contract', de: 'Vertrag' },
          options: [{ value: 'a', label: { en: 'A', de: 'A' } }],
        },
        value: 'a',
      }),
      row(3, 'text', { form: { label: { en: 'Note' } } }),
      row(4, 'text', { form: { label: { en: 'Other note' } }, disabled: true }),
    ];
    expect(onboardingStructureProblems(rows, ['en', 'de'])).toEqual([]);
  });

  it('names every row that a talent could not get through, or that a tenant got wrong', () => {
    const rows = [
      row(1, 'checkbox'),
      row(2, 'skills'),
      row(3, 'skills'),
      row(4, 'text', { form: { label: { en: 'Note', fr: 'Note' } } }),
      row(5, 'first_name', { form: { options: [{ value: 'x', label: { en: 'X' } }] } }),
      row(6, 'multiselect', {
        form: { label: { en: 'Tools' }, options: [{ value: 'a', label: { en: 'A', es: 'A' } }] },
        value: ['a', 'b'],
      }),
      row(7, 'availability', { disabled: true, form: { rules: 'required' } }),
      row(8, 'cv_upload', { form: { rules: 'required|ext:pdf|size:1024' } }),
    ];
    expect(onboardingStructureProblems(rows, ['en', 'de'])).toEqual([
      'row 1 ("Step" › checkbox): a question needs form.label (there is no built-in label)',
      'row 3 ("Step" › skills): row 2 already asks for skills',
      'row 4 ("Step" › text): form.label has texts in fr, not languages of the tenant',
      'row 5 ("Step" › first_name): only select and multiselect rows have form.options',
      'row 6 ("Step" › multiselect): form.options.0.label has texts in es, not languages of the tenant',
      'row 6 ("Step" › multiselect): value is not one of form.options',
      'row 7 ("Step" › availability): is required but disabled, so no talent could answer it',
      'row 8 ("Step" › cv_upload): form.rules: ext, size cannot check an answer',
    ]);
  });

  it('names the row and key of a schema problem', () => {
    expect(
      onboardingStructureProblems(
        [row(1, 'skills'), row(2, 'skils'), row(3, 'text', { form: { label: { de: 'Notiz' } } })],
        ['en', 'de'],
      ),
    ).toEqual([
      expect.stringMatching(/^row 2 \("Step" › skils\): type: Invalid type/),
      'row 3 ("Step" › text): form.label: Needs an "en" text (the fallback of every locale)',
    ]);
    expect(onboardingStructureProblems([{ stepName: 'Step' }], ['en'])[0]).toMatch(/^row #1: id: /);
    expect(onboardingStructureProblems({}, ['en'])).toEqual([expect.stringMatching(/^Invalid type: Expected Array/)]);
  });

  it('names the rows of a structure-wide schema problem', () => {
    expect(onboardingStructureProblems([row(1, 'skills'), row(1, 'tools')], ['en'])).toEqual([
      'Row ids must be unique: 1',
    ]);
    expect(onboardingStructureProblems([row(1, 'select', { form: { label: { en: 'A' } } })], ['en'])).toEqual([
      'A select or multiselect row needs form.options: row 1 ("Step" › select)',
    ]);
    expect(onboardingStructureProblems([row(1, 'skills'), row(2, 'tools', { sequence: 2 })], ['en'])).toEqual([
      'The rows of one step must share its sequence: "Step"',
    ]);
  });
});
