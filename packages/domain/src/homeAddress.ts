// A home address in its two shapes (spec §3): the parts of a `home_address` answer (its item types,
// `ADDRESS_PARTS`: `address_line1`, `zip`, …) and the fields of the profile's `homeAddress`
// (`addressLine1`, `zip`, …; a parsed CV names them the same, and the hideable profile fields are
// `homeAddress.<field>`). The portal's profile page, its CV review and the API's onboarding items
// convert between them with these functions.
import { ADDRESS_PARTS } from './onboardingAnswers.ts';

/** A part of a home address answer: an item type of a `home_address` row. */
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** A home address by parts; a part without text is left out. */
export type AddressParts = Partial<Record<AddressPart, string>>;

/** The field of the profile's `homeAddress` (and of a parsed CV) that holds each part. */
export const HOME_ADDRESS_FIELDS = {
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  street: 'street',
  zip: 'zip',
  city: 'city',
  state: 'state',
  country: 'country',
} as const satisfies Record<AddressPart, string>;

/** A field of the profile's `homeAddress`. */
export type HomeAddressField = (typeof HOME_ADDRESS_FIELDS)[AddressPart];

/** A home address by its fields, as the profile (or a parsed CV, among its other fields) holds it. */
export type HomeAddressFields = Readonly<Partial<Record<HomeAddressField, unknown>>>;

/** The hideable profile field of a part (`zip` → `homeAddress.zip`), as GET /freelancer/hiddenFields names it. */
export function addressHiddenField(part: AddressPart): `homeAddress.${HomeAddressField}` {
  return `homeAddress.${HOME_ADDRESS_FIELDS[part]}`;
}

/**
 * The parts of an address given by its fields: every part whose field holds a non-empty string, as
 * it is (not trimmed), in `ADDRESS_PARTS` order; none for a missing address. `keep` leaves parts out
 * (the hidden ones).
 */
export function addressFromFields(
  fields: HomeAddressFields | null | undefined,
  keep: (part: AddressPart) => boolean = () => true,
): AddressParts {
  const address: AddressParts = {};
  for (const part of ADDRESS_PARTS) {
    const text = fields?.[HOME_ADDRESS_FIELDS[part]];
    if (typeof text === 'string' && text !== '' && keep(part)) address[part] = text;
  }
  return address;
}

/**
 * The fields of an address given by its parts: every part with text, as it is, under its field, in
 * `ADDRESS_PARTS` order. `keep` leaves parts out (the hidden ones, which the API refuses).
 */
export function addressToFields(
  address: AddressParts,
  keep: (part: AddressPart) => boolean = () => true,
): Partial<Record<HomeAddressField, string>> {
  const fields: Partial<Record<HomeAddressField, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const text = address[part];
    if (text !== undefined && text !== '' && keep(part)) fields[HOME_ADDRESS_FIELDS[part]] = text;
  }
  return fields;
}

/** An address with every part trimmed and the blank ones left out (what a form sends, what a CV proposes). */
export function trimAddress(address: AddressParts): AddressParts {
  const trimmed: AddressParts = {};
  for (const part of ADDRESS_PARTS) {
    const text = address[part]?.trim();
    if (text) trimmed[part] = text;
  }
  return trimmed;
}
