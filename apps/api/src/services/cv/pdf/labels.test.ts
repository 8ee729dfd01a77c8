// The generated CV's words against the parser's vocabulary: each heading must head its section when
// our parser reads the CV back (the headings are chosen from those sections.ts knows).
import { describe, expect, it } from 'vitest';
import { headingKind } from '../parser/sections.ts';
import { CV_PDF_LABELS, CV_PDF_LOCALES, CV_PDF_SECTIONS, cvPdfLocale } from './labels.ts';

const PARSER_KIND = {
  profile: 'other',
  experience: 'experience',
  education: 'education',
  certificates: 'certificates',
  skills: 'skills',
  tools: 'tools',
  languages: 'languages',
} as const;

describe('CV labels', () => {
  for (const locale of CV_PDF_LOCALES) {
    it(`uses ${locale} headings the parser knows, each for its own section`, () => {
      for (const section of CV_PDF_SECTIONS) {
        expect({ section, kind: headingKind(CV_PDF_LABELS[locale].headings[section]) }).toEqual({
          section,
          kind: PARSER_KIND[section],
        });
      }
    });
  }

  it('prints in the portal languages; Ukrainian and anything else in English', () => {
    expect(cvPdfLocale('de')).toBe('de');
    expect(cvPdfLocale('de-AT')).toBe('de');
    expect(cvPdfLocale('fr_BE')).toBe('fr');
    expect(cvPdfLocale('NL')).toBe('nl');
    expect(cvPdfLocale('uk')).toBe('en');
    expect(cvPdfLocale('es')).toBe('en');
    expect(cvPdfLocale('')).toBe('en');
  });
});
