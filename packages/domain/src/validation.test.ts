import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  INVALID_LOCALE,
  agreementsToSend,
  expiredTermsSchema,
  formSchema,
  isEmptyValue,
  isValidLocale,
  parseRules,
  rulesSchema,
  specialChars,
  uniqueEmail,
} from './validation.ts';

/** Message ids of the issues a value produces under a rule string. */
const issues = (rules: string, value: unknown): string[] =>
  v.safeParse(rulesSchema(rules), value).issues?.map((i) => i.message) ?? [];
const ok = (rules: string, value: unknown) => issues(rules, value).length === 0;

/**
 * The Error a call throws. Used instead of `toThrow(/regex/)`, which in Vitest 5 also passes when
 * the call throws `undefined` — so a broken error path would go unnoticed.
 */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`expected an Error, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to throw');
}

describe('parseRules', () => {
  it('parses every rule of spec §5 with typed parameters', () => {
    expect(
      parseRules(
        'required|email|min:3|max:50|alpha|confirmed:password|numeric|oneOf:a,b|integer|size:2048|ext:pdf,.DOCX|between:1,10|minValue:0',
      ),
    ).toEqual([
      { name: 'required' },
      { name: 'email' },
      { name: 'min', length: 3 },
      { name: 'max', length: 50 },
      { name: 'alpha' },
      { name: 'confirmed', target: 'password' },
      { name: 'numeric' },
      { name: 'oneOf', values: ['a', 'b'] },
      { name: 'integer' },
      { name: 'size', kilobytes: 2048 },
      { name: 'ext', extensions: ['pdf', 'docx'] },
      { name: 'between', min: 1, max: 10 },
      { name: 'minValue', min: 0 },
    ]);
  });

  it('reads a regex literal that contains | and , and keeps its flags (minus g and y)', () => {
    const [rule, next] = parseRules('regex:/^(cat|dog){1,2}$/giu|max:5');
    expect(rule).toEqual({ name: 'regex', pattern: /^(cat|dog){1,2}$/iu });
    expect(next).toEqual({ name: 'max', length: 5 });
  });

  it('reads a slash inside a character class and an escaped slash', () => {
    const [rule] = parseRules('regex:/^[a/b]+\\/x$/');
    expect((rule as { pattern: RegExp }).pattern.test('a/b/x')).toBe(true);
  });

  it('reads a bare pattern up to the next |', () => {
    expect(parseRules('regex:^[0-9]{4}$|required')).toEqual([
      { name: 'regex', pattern: /^[0-9]{4}$/ },
      { name: 'required' },
    ]);
  });

  it('reads a bare pattern at the very end', () => {
    expect(parseRules('required|regex:^[0-9]{4}$')).toEqual([
      { name: 'required' },
      { name: 'regex', pattern: /^[0-9]{4}$/ },
    ]);
  });

  it('trims rule names and parameters', () => {
    expect(parseRules(' required | oneOf: a , b | min: 2 ')).toEqual([
      { name: 'required' },
      { name: 'oneOf', values: ['a', 'b'] },
      { name: 'min', length: 2 },
    ]);
  });

  it('accepts zero lengths and a one-value between range', () => {
    expect(parseRules('min:0|between:5,5')).toEqual([
      { name: 'min', length: 0 },
      { name: 'between', min: 5, max: 5 },
    ]);
  });

  it('keeps inner dots of an extension', () => {
    expect(parseRules('ext:tar.gz')).toEqual([{ name: 'ext', extensions: ['tar.gz'] }]);
    expect(ok('ext:tar.gz', { name: 'backup.TAR.GZ' })).toBe(true);
  });

  it('skips empty segments', () => {
    expect(parseRules('|required||')).toEqual([{ name: 'required' }]);
  });

  it('names the rule string in every error', () => {
    expect(thrown(() => parseRules('required|phone')).message).toBe(
      'Invalid validation rules "required|phone": unknown rule "phone" (known: required, email, regex, alpha, min, max, confirmed, numeric, oneOf, integer, size, ext, between, minValue)',
    );
  });

  it.each([
    ['unknown rule', 'required|phone', /unknown rule "phone"/],
    ['min without number', 'min:abc', /min needs a number/],
    ['negative max', 'max:-1', /whole number/],
    ['between reversed', 'between:10,1', /min ≤ max/],
    ['between with one value', 'between:1', /between/],
    ['oneOf without values', 'oneOf:', /at least one value/],
    ['regex not closed', 'regex:/abc', /not closed/],
    ['regex that does not compile', 'regex:/(/', /does not compile/],
    ['junk after a regex literal', 'regex:/a/xyz', /expected "\|"/],
    ['a parameter on required', 'required:yes', /takes no parameter/],
    ['min with an empty parameter', 'min:', /min needs a number/],
    ['a fractional size', 'size:1.5', /whole number/],
    ['between with an empty end', 'between:1,', /between needs a number/],
    ['between with three values', 'between:1,2,3', /min ≤ max/],
    ['confirmed with two fields', 'confirmed:a,b', /name of the field/],
    ['confirmed without a field', 'confirmed:', /name of the field/],
    ['ext without extensions', 'ext:', /at least one extension/],
    ['an empty regex literal', 'regex://', /needs a pattern/],
    ['regex without a pattern', 'regex', /needs a pattern/],
  ])('throws a clear error for %s', (_label, rules, message) => {
    expect(thrown(() => parseRules(rules)).message).toMatch(message);
  });
});

describe('rulesSchema', () => {
  it('required: rejects nothing, blank text, empty lists and an unticked box', () => {
    for (const empty of [undefined, null, '', '   ', [], false])
      expect(issues('required', empty)).toEqual(['validation.required']);
    for (const filled of ['a', 0, true, ['x']]) expect(ok('required', filled)).toBe(true);
  });

  it('lets empty values pass every other rule, so optional fields stay optional', () => {
    for (const rule of [
      'email',
      'min:3',
      'alpha',
      'numeric',
      'integer',
      'oneOf:a',
      'between:1,2',
      'minValue:5',
      'regex:/^x$/',
    ]) {
      expect(ok(rule, '')).toBe(true);
      expect(ok(rule, undefined)).toBe(true);
    }
  });

  it('email', () => {
    expect(ok('email', 'ada@example.com')).toBe(true);
    expect(issues('email', 'ada@')).toEqual(['validation.email']);
    expect(ok('email', 'not an email')).toBe(false);
  });

  it('min and max count characters, not UTF-16 units', () => {
    expect(ok('min:3', 'abc')).toBe(true);
    expect(ok('min:3', 'ab')).toBe(false);
    expect(ok('max:3', 'abc')).toBe(true);
    expect(ok('max:3', 'abcd')).toBe(false);
    expect(ok('max:2', '😀😀')).toBe(true);
    expect(ok('min:2', ['a', 'b'])).toBe(true);
  });

  it('alpha accepts letters of any script only', () => {
    expect(ok('alpha', 'Zoë')).toBe(true);
    expect(ok('alpha', 'Київ')).toBe(true);
    expect(ok('alpha', 'abc1')).toBe(false);
    expect(ok('alpha', 'a b')).toBe(false);
  });

  it('measures numbers by their digits and rejects objects for text rules', () => {
    expect(ok('max:3', 1234)).toBe(false);
    expect(ok('min:3', 12)).toBe(false);
    expect(ok('alpha', 123)).toBe(false);
    expect(ok('regex:/^.*$/', { any: 'object' })).toBe(true);
    expect(ok('regex:/^.+$/', { any: 'object' })).toBe(false);
  });

  it('numeric accepts digits only; integer also a sign', () => {
    expect(ok('numeric', '0123')).toBe(true);
    expect(ok('numeric', 42)).toBe(true);
    expect(ok('numeric', '-1')).toBe(false);
    expect(ok('numeric', '1.5')).toBe(false);
    expect(ok('integer', '-12')).toBe(true);
    expect(ok('integer', '12')).toBe(true);
    expect(ok('integer', '1.0')).toBe(false);
  });

  it('oneOf accepts listed values, also for lists', () => {
    expect(ok('oneOf:hy,on,rm', 'rm')).toBe(true);
    expect(ok('oneOf:hy,on,rm', 'office')).toBe(false);
    expect(ok('oneOf:hy,on,rm', ['hy', 'rm'])).toBe(true);
    expect(ok('oneOf:hy,on,rm', ['hy', 'x'])).toBe(false);
  });

  it('size limits files to the given kilobytes (1 KB = 1024 bytes)', () => {
    expect(ok('size:2048', { name: 'cv.pdf', size: 2048 * 1024 })).toBe(true);
    expect(issues('size:2048', { name: 'cv.pdf', size: 2048 * 1024 + 1 })).toEqual(['validation.size']);
    expect(ok('size:1', [{ size: 100 }, { size: 2000 }])).toBe(false);
    expect(ok('size:1', 'not a file')).toBe(false);
    expect(ok('size:1', [null])).toBe(false);
  });

  it('ext checks file name extensions, case-insensitively', () => {
    expect(ok('ext:pdf', { name: 'CV.PDF', size: 1 })).toBe(true);
    expect(ok('ext:pdf', { name: 'cv.pdf.exe', size: 1 })).toBe(false);
    expect(ok('ext:pdf,docx', { name: 'cv.docx' })).toBe(true);
    expect(ok('ext:pdf', { name: 'pdf' })).toBe(false);
    expect(ok('ext:pdf', 'cv.pdf')).toBe(false);
    expect(ok('ext:pdf', [null])).toBe(false);
  });

  it('between is inclusive on both ends', () => {
    expect(ok('between:1,10', '1')).toBe(true);
    expect(ok('between:1,10', 10)).toBe(true);
    expect(ok('between:1,10', '0.99')).toBe(false);
    expect(ok('between:1,10', '10.01')).toBe(false);
    expect(ok('between:1,10', 'ten')).toBe(false);
    expect(ok('between:0,1', true)).toBe(false);
  });

  it('minValue is inclusive', () => {
    expect(ok('minValue:0', '0')).toBe(true);
    expect(ok('minValue:0', -0.01)).toBe(false);
    expect(ok('minValue:18', '17')).toBe(false);
  });

  it('regex tests the pattern and stays correct across calls', () => {
    const schema = rulesSchema('regex:/^[A-Z]{2}\\d+$/g');
    expect(v.is(schema, 'DE123')).toBe(true);
    expect(v.is(schema, 'DE123')).toBe(true);
    expect(v.is(schema, 'de123')).toBe(false);
  });

  it('confirmed compares with the other field through getValue', () => {
    const values: Record<string, unknown> = { password: 's3cret!' };
    const schema = rulesSchema('required|confirmed:password', { getValue: (f) => values[f] });
    expect(v.is(schema, 's3cret!')).toBe(true);
    expect(v.safeParse(schema, 's3cret').issues?.map((i) => i.message)).toEqual(['validation.confirmed']);
  });

  it('refuses confirmed without a way to read the other field', () => {
    expect(thrown(() => rulesSchema('confirmed:password')).message).toMatch(/getValue/);
  });

  it('reports every failing rule, in order', () => {
    expect(issues('min:5|alpha', 'ab1')).toEqual(['validation.min', 'validation.alpha']);
  });

  it('builds messages with the rule parameters through options.message', () => {
    const schema = rulesSchema('max:3', {
      message: (rule) => (rule.name === 'max' ? `at most ${rule.length}` : rule.name),
    });
    expect(v.safeParse(schema, 'abcd').issues?.[0]?.message).toBe('at most 3');
  });
});

describe('formSchema', () => {
  const signup = formSchema({
    email: 'required|email',
    password: 'required|min:8',
    passwordConfirmation: 'required|confirmed:password',
  });

  it('accepts a consistent form', () => {
    expect(v.is(signup, { email: 'ada@example.com', password: 'longenough', passwordConfirmation: 'longenough' })).toBe(
      true,
    );
  });

  it('reports a mismatch on the confirming field, even when another field is invalid', () => {
    const result = v.safeParse(signup, { email: 'nope', password: 'longenough', passwordConfirmation: 'different1' });
    const byPath = Object.fromEntries(result.issues!.map((i) => [String(v.getDotPath(i)), i.message]));
    expect(byPath).toEqual({ email: 'validation.email', passwordConfirmation: 'validation.confirmed' });
  });

  it('refuses confirmed naming a field the form does not have', () => {
    expect(thrown(() => formSchema({ a: 'confirmed:b' })).message).toMatch(/not a field/);
  });
});

describe('isEmptyValue', () => {
  it('treats 0 as a value', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue('0')).toBe(false);
    expect(isEmptyValue('\t')).toBe(true);
  });
});

describe('specialChars', () => {
  const schema = v.pipe(v.string(), specialChars);
  it('allows letters, digits and @ . - _ only', () => {
    expect(v.is(schema, 'ada.lovelace-1_x@example.com')).toBe(true);
    expect(v.is(schema, 'jürgen@beispiel.de')).toBe(true);
    for (const bad of ['ada+tag@example.com', "o'neil@example.com", 'a b@example.com', 'a!@x.de']) {
      expect(v.safeParse(schema, bad).issues?.[0]?.message).toBe('validation.specialChars');
    }
  });
});

describe('isValidLocale', () => {
  const languages = [{ iso: 'en' }, { iso: 'de' }, { iso: 'de-CH' }];

  it('accepts a well-formed locale of the client', () => {
    expect(isValidLocale('en', languages)).toBe(true);
    expect(isValidLocale('de-CH', languages)).toBe(true);
    expect(isValidLocale('de', ['de', 'fr'])).toBe(true);
  });

  it.each(['fr', 'EN', 'de-ch', 'de_CH', 'deu', 'd', '', 'en-GBR', 42, null])(
    'rejects %j with "Invalid locale"',
    (locale) => {
      expect(isValidLocale(locale, languages)).toBe(INVALID_LOCALE);
    },
  );

  it('says exactly "Invalid locale"', () => {
    expect(INVALID_LOCALE).toBe('Invalid locale');
  });
});

describe('uniqueEmail', () => {
  const schema = (exists: (email: string) => Promise<boolean>) => v.pipeAsync(v.string(), uniqueEmail(exists));

  it('passes a free email and fails a taken one', async () => {
    const taken = new Set(['ada@example.com']);
    const s = schema((email) => Promise.resolve(taken.has(email)));
    expect((await v.safeParseAsync(s, 'grace@example.com')).success).toBe(true);
    const result = await v.safeParseAsync(s, 'ada@example.com');
    expect(result.issues?.[0]?.message).toBe('validation.emailInUse');
  });

  it('counts any failure of the check as invalid', async () => {
    const s = schema(() => Promise.reject(new Error('offline')));
    expect((await v.safeParseAsync(s, 'grace@example.com')).success).toBe(false);
    const weird = schema(() => Promise.resolve(undefined as unknown as boolean));
    expect((await v.safeParseAsync(weird, 'grace@example.com')).success).toBe(false);
  });
});

describe('expired terms', () => {
  it('requires each needed box to be ticked', () => {
    const schema = expiredTermsSchema({ terms: true, privacy: true });
    expect(v.is(schema, { terms: true, privacy: true })).toBe(true);
    const result = v.safeParse(schema, { terms: true, privacy: false });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['privacy', 'validation.required']]);
  });

  it('does not require a box that is not needed, and reads a missing one as not ticked', () => {
    expect(v.parse(expiredTermsSchema({ terms: true, privacy: false }), { terms: true })).toEqual({
      terms: true,
      privacy: false,
    });
  });

  it('sends only the missing agreements', () => {
    expect(agreementsToSend({ terms: true, privacy: false })).toEqual({ terms: true });
    expect(agreementsToSend({ terms: false, privacy: true })).toEqual({ privacy: true });
    expect(agreementsToSend({ terms: true, privacy: true })).toEqual({ terms: true, privacy: true });
    expect(agreementsToSend({ terms: false, privacy: false })).toEqual({});
  });
});
