import { describe, expect, it } from 'vitest';
import {
  HOME_ADDRESS_FIELDS,
  addressFromFields,
  addressHiddenField,
  addressToFields,
  trimAddress,
} from './homeAddress.ts';
import { ADDRESS_PARTS } from './onboardingAnswers.ts';

describe('HOME_ADDRESS_FIELDS', () => {
  it('names the profile field of every part', () => {
    expect(HOME_ADDRESS_FIELDS).toEqual({
      address_line1: 'addressLine1',
      address_line2: 'addressLine2',
      street: 'street',
      zip: 'zip',
      city: 'city',
      state: 'state',
      country: 'country',
    });
    expect(Object.keys(HOME_ADDRESS_FIELDS)).toEqual([...ADDRESS_PARTS]);
  });
});

describe('addressHiddenField', () => {
  it('is the part’s field under homeAddress', () => {
    expect(ADDRESS_PARTS.map(addressHiddenField)).toEqual([
      'homeAddress.addressLine1',
      'homeAddress.addressLine2',
      'homeAddress.street',
      'homeAddress.zip',
      'homeAddress.city',
      'homeAddress.state',
      'homeAddress.country',
    ]);
  });
});

describe('addressFromFields', () => {
  it('reads every part from its field, as it is, in form order', () => {
    const address = addressFromFields({
      country: 'DE',
      city: 'Köln',
      zip: '50667',
      addressLine1: ' c/o Ada ',
      addressLine2: 'Hinterhaus',
      street: 'Hauptstr. 1',
      state: 'NRW',
    });
    expect(address).toStrictEqual({
      address_line1: ' c/o Ada ',
      address_line2: 'Hinterhaus',
      street: 'Hauptstr. 1',
      zip: '50667',
      city: 'Köln',
      state: 'NRW',
      country: 'DE',
    });
    expect(Object.keys(address)).toEqual([...ADDRESS_PARTS]);
  });

  it('leaves out empty, missing and non-text fields, and ignores other fields (a parsed CV)', () => {
    expect(
      addressFromFields({
        street: '',
        city: null,
        zip: 50667,
        state: undefined,
        country: 'NL',
        skills: ['Go'],
      } as never),
    ).toStrictEqual({ country: 'NL' });
    expect(addressFromFields({ street: '  ' })).toEqual({ street: '  ' });
  });

  it('has no parts without an address', () => {
    expect(addressFromFields(null)).toEqual({});
    expect(addressFromFields(undefined)).toEqual({});
    expect(addressFromFields({})).toEqual({});
  });

  it('leaves out the parts `keep` refuses', () => {
    const fields = { street: 'Hauptstr. 1', zip: '50667', city: 'Köln' };
    expect(addressFromFields(fields, (part) => part !== 'zip')).toEqual({ street: 'Hauptstr. 1', city: 'Köln' });
    expect(addressFromFields(fields, () => false)).toEqual({});
  });
});

describe('addressToFields', () => {
  it('writes every part with text under its field, as it is, in form order', () => {
    const fields = addressToFields({
      country: 'DE',
      address_line1: ' c/o Ada ',
      address_line2: 'Hinterhaus',
      street: 'Hauptstr. 1',
      zip: '50667',
      city: 'Köln',
      state: 'NRW',
    });
    expect(fields).toEqual({
      addressLine1: ' c/o Ada ',
      addressLine2: 'Hinterhaus',
      street: 'Hauptstr. 1',
      zip: '50667',
      city: 'Köln',
      state: 'NRW',
      country: 'DE',
    });
    expect(Object.keys(fields)).toEqual(Object.values(HOME_ADDRESS_FIELDS));
  });

  it('leaves out empty parts and the parts `keep` refuses', () => {
    expect(addressToFields({ street: '', zip: '50667', city: 'Köln' })).toStrictEqual({ zip: '50667', city: 'Köln' });
    expect(addressToFields({ zip: '50667', city: 'Köln' }, (part) => part !== 'city')).toEqual({ zip: '50667' });
    expect(addressToFields({ zip: '50667' }, () => false)).toEqual({});
  });

  it('is the inverse of addressFromFields', () => {
    const address = { address_line1: 'c/o Ada', zip: '50667', country: 'DE' };
    expect(addressFromFields(addressToFields(address))).toEqual(address);
  });
});

describe('trimAddress', () => {
  it('trims every part and leaves out the blank ones, in form order', () => {
    const trimmed = trimAddress({ country: ' DE ', street: '  ', city: '\tKöln\n', zip: '', address_line1: 'a' });
    expect(trimmed).toStrictEqual({ address_line1: 'a', city: 'Köln', country: 'DE' });
    expect(Object.keys(trimmed)).toEqual(['address_line1', 'city', 'country']);
  });

  it('leaves an empty address empty', () => {
    expect(trimAddress({})).toEqual({});
  });
});
