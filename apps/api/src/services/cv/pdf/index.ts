// The CV generator: a tenant-branded PDF of the talent's profile and structured CV (pdf-lib, text
// that our own parser reads back). `generateCvPdf` draws it in a worker thread (`renderCvPdf` is the
// drawing itself); `cvPdfPerson` picks what of the profile is printed; `cvPdfBrand` the tenant's
// name, colour and logo.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isUndeliverableEmail } from '../../identity/emailAddresses.ts';
import type { FreelancerRow } from '../../identity/freelancers.ts';
import { toProfileInfo } from '../../profile/profile.ts';
import type { Tenant } from '../../../tenants/tenants.ts';
import { cvLogo } from './logo.ts';
import type { CvPdfBrand, CvPdfPerson } from './render.ts';

export { CV_PDF_LABELS, CV_PDF_LOCALES, CV_PDF_SECTIONS, cvPdfLocale } from './labels.ts';
export type { CvPdfLabels, CvPdfLocale, CvPdfSection } from './labels.ts';
export { cvLogo } from './logo.ts';
export type { CvLogo } from './logo.ts';
export { generateCvPdf } from './pool.ts';
export { cvPdfTitle, renderCvPdf } from './render.ts';
export type { CvPdfBrand, CvPdfInput, CvPdfPerson } from './render.ts';
export { drawableText } from './winAnsi.ts';

/**
 * What of a freelancer's profile a generated CV prints: the name (always: the CV is the talent's
 * own document), and the profile fields as the talent sees them — a field hidden for them
 * (`hidden_fields`) is not printed. The email address is printed unless it is a placeholder (an
 * account registered with a mobile number or an identity without an address).
 */
export function cvPdfPerson(row: FreelancerRow): CvPdfPerson {
  const info = toProfileInfo(row);
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
  const number = info.mobileNumber?.number;
  const phone = number ? (parsePhoneNumberFromString(number)?.formatInternational() ?? number) : undefined;
  const address = info.homeAddress;
  return {
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    professionalTitle: text(info.professionalTitle),
    description: text(info.description),
    email: isUndeliverableEmail(row.email) ? undefined : row.email,
    phone,
    linkedinHandle: text(info.linkedinHandle),
    ...(address && Object.keys(address).length > 0 && { address }),
  };
}

/** The tenant's brand on its CVs: name, primary colour, and the talent logo where it can be drawn (logo.ts). */
export async function cvPdfBrand(tenant: Tenant): Promise<CvPdfBrand> {
  const logo = await cvLogo(tenant);
  return {
    name: tenant.context.name,
    primaryColor: tenant.context.primaryColor,
    ...(logo.png && { logo: { png: logo.png, width: logo.width, height: logo.height } }),
  };
}
