// The words a generated CV prints, per portal language (uk and any other locale fall back to
// English). Headings are chosen among those the CV parser knows (services/cv/parser/sections.ts), level
// words among those it reads as the same proficiency (services/cv/parser/fields.ts), and the word for an
// ongoing period among its "today" words (services/cv/parser/dates.ts), so that our own parser reads a
// generated CV back (labels.test.ts checks each heading; the round-trip test checks the rest).

/** The languages a CV is generated in. */
export const CV_PDF_LOCALES = ['en', 'de', 'fr', 'nl'] as const;
export type CvPdfLocale = (typeof CV_PDF_LOCALES)[number];

/** The sections of a generated CV, in the order they are printed. */
export const CV_PDF_SECTIONS = [
  'profile',
  'experience',
  'education',
  'certificates',
  'skills',
  'tools',
  'languages',
] as const;
export type CvPdfSection = (typeof CV_PDF_SECTIONS)[number];

export interface CvPdfLabels {
  /** The document's title ("CV", "Lebenslauf"), also the start of the file name. */
  readonly document: string;
  readonly headings: Readonly<Record<CvPdfSection, string>>;
  /** The end of an ongoing period ("March 2021 – present"). */
  readonly ongoing: string;
  /**
   * A language's proficiency, 1 (A1) to 5 (native): a word and its CEFR level. Level 1 is the level
   * alone, because the parser reads every beginner's word ("beginner", "elementary") as 2.
   */
  readonly levels: Readonly<Record<1 | 2 | 3 | 4 | 5, string>>;
}

export const CV_PDF_LABELS: Readonly<Record<CvPdfLocale, CvPdfLabels>> = {
  en: {
    document: 'CV',
    headings: {
      profile: 'Profile',
      experience: 'Work experience',
      education: 'Education',
      certificates: 'Certificates',
      skills: 'Skills',
      tools: 'Tools & technologies',
      languages: 'Languages',
    },
    ongoing: 'present',
    levels: { 1: 'A1', 2: 'basic (A2)', 3: 'good (B2)', 4: 'fluent (C1)', 5: 'native (C2)' },
  },
  de: {
    document: 'Lebenslauf',
    headings: {
      profile: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      certificates: 'Zertifikate',
      skills: 'Kenntnisse',
      tools: 'Tools & Technologien',
      languages: 'Sprachen',
    },
    ongoing: 'heute',
    levels: { 1: 'A1', 2: 'Grundkenntnisse (A2)', 3: 'gut (B2)', 4: 'fließend (C1)', 5: 'Muttersprache (C2)' },
  },
  fr: {
    document: 'CV',
    headings: {
      profile: 'Profil professionnel',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      certificates: 'Certifications',
      skills: 'Compétences',
      tools: 'Outils et technologies',
      languages: 'Langues',
    },
    ongoing: "aujourd'hui",
    levels: { 1: 'A1', 2: 'notions (A2)', 3: 'bon niveau (B2)', 4: 'courant (C1)', 5: 'langue maternelle (C2)' },
  },
  nl: {
    document: 'cv',
    headings: {
      profile: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      certificates: 'Certificaten',
      skills: 'Vaardigheden',
      tools: 'Tools en technologieën',
      languages: 'Talen',
    },
    ongoing: 'heden',
    levels: { 1: 'A1', 2: 'basiskennis (A2)', 3: 'goed (B2)', 4: 'vloeiend (C1)', 5: 'moedertaal (C2)' },
  },
};

/** The language a CV is printed in for a freelancer's locale (`de-AT` → de; uk and others → en). */
export function cvPdfLocale(locale: string): CvPdfLocale {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return CV_PDF_LOCALES.find((known) => known === language) ?? 'en';
}
