import { describe, expect, it } from 'vitest';
import { initialMobileCountry, mobileCountries, phoneCodeDigits, sortCountries } from './countries.ts';

const countries = [
  { name: 'Germany', iso2: 'DE', phoneCode: '+49' },
  { name: 'Austria', iso2: 'AT', phoneCode: '+43' },
  { name: 'Netherlands', iso2: 'NL', phoneCode: '+31' },
  { name: 'American Samoa', iso2: 'AS', phoneCode: '+1 and 1-684' },
  { name: 'Antarctica', iso2: 'AQ', phoneCode: '' },
  { name: 'Åland Islands', iso2: 'AX', phoneCode: '+358-18' },
  { name: 'Belgium', iso2: 'BE', phoneCode: null },
];

describe('sortCountries', () => {
  it('puts preferred countries first in the configured order, then the rest alphabetically', () => {
    expect(sortCountries(countries, ['nl', 'DE']).map((c) => c.iso2)).toEqual([
      'NL',
      'DE',
      'AX',
      'AS',
      'AQ',
      'AT',
      'BE',
    ]);
  });

  it('is alphabetical without preferences and ignores unknown or repeated preferred codes', () => {
    expect(sortCountries(countries).map((c) => c.iso2)).toEqual(['AX', 'AS', 'AQ', 'AT', 'BE', 'DE', 'NL']);
    expect(sortCountries(countries, ['ZZ', 'AT', 'at']).map((c) => c.iso2)[0]).toBe('AT');
    expect(
      sortCountries(countries, ['AT', 'DE', 'at'])
        .map((c) => c.iso2)
        .slice(0, 2),
    ).toEqual(['AT', 'DE']);
  });

  it('does not change its input', () => {
    const copy = [...countries];
    sortCountries(countries, ['NL']);
    expect(countries).toEqual(copy);
  });
});

describe('phoneCodeDigits', () => {
  it.each([
    ['+49', '49'],
    ['+1 and 1-684', '1'],
    ['+358-18', '35818'],
    ['1 AND 2', '1'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j gives %j', (code, digits) => {
    expect(phoneCodeDigits(code)).toBe(digits);
  });
});

describe('mobileCountries', () => {
  const off = { excludedEnabled: false, excludedList: ['DE'], prefEnabled: false, prefList: ['NL'] };

  it('skips countries without a calling code and adds the digits', () => {
    const list = mobileCountries(countries, off);
    expect(list.map((c) => c.iso2)).toEqual(['AX', 'AS', 'AT', 'DE', 'NL']);
    expect(list.find((c) => c.iso2 === 'AS')!.callingCode).toBe('1');
  });

  it('removes excluded countries case-insensitively only when excludedEnabled', () => {
    const list = mobileCountries(countries, { ...off, excludedEnabled: true, excludedList: ['de', 'At'] });
    expect(list.map((c) => c.iso2)).toEqual(['AX', 'AS', 'NL']);
  });

  it('uses the preferred list only when prefEnabled', () => {
    expect(mobileCountries(countries, { ...off, prefEnabled: true }).map((c) => c.iso2)[0]).toBe('NL');
    expect(mobileCountries(countries, off).map((c) => c.iso2)[0]).toBe('AX');
  });
});

describe('initialMobileCountry', () => {
  const offered = [{ iso2: 'NL' }, { iso2: 'DE' }, { iso2: 'AT' }];

  it('starts at the first preferred country that is offered, matching case-insensitively', () => {
    expect(initialMobileCountry(offered, ['fr', 'at', 'NL'])).toBe('AT');
  });

  it('starts at Germany when no preferred country is offered', () => {
    expect(initialMobileCountry(offered, ['FR'])).toBe('DE');
    expect(initialMobileCountry(offered, [])).toBe('DE');
  });

  it('starts at the first offered country when Germany is not offered either', () => {
    expect(initialMobileCountry([{ iso2: 'NL' }, { iso2: 'AT' }], ['fr'])).toBe('NL');
  });

  it('has no country while none is offered', () => {
    expect(initialMobileCountry([], ['DE'])).toBeUndefined();
  });
});
