// Field extraction per language, on lines as the reading order gives them.
import { describe, expect, it } from 'vitest';
import { findPeriod, parseDate } from './dates.ts';
import { contractAjv, contractSchemaRef } from '../../http/contract.ts';
import { truncate } from './fields.ts';
import { extractCv } from './index.ts';

describe('dates', () => {
  it.each([
    ['03/2021', '2021-03-01'],
    ['2021-03', '2021-03-01'],
    ['März 2021', '2021-03-01'],
    ['mars 2021', '2021-03-01'],
    ['maart 2021', '2021-03-01'],
    ['Mar 2021', '2021-03-01'],
    ['Dez. 2019', '2019-12-01'],
    ['2018', '2018-01-01'],
  ])('reads %s', (text, date) => {
    expect(parseDate(text)).toBe(date);
  });

  it.each([
    ['2021 – heute', '2021-01-01', null, true],
    ['03/2021 - today', '2021-03-01', null, true],
    ["sept. 2019 – aujourd'hui", '2019-09-01', null, true],
    ['jan 2017 – heden', '2017-01-01', null, true],
    ['seit 2019', '2019-01-01', null, true],
    ['depuis mai 2020', '2020-05-01', null, true],
    ['sinds 2015', '2015-01-01', null, true],
    ['since 2019', '2019-01-01', null, true],
    ['2016-04 – 2019-11', '2016-04-01', '2019-11-01', false],
    ['Oktober 2010 bis März 2014', '2010-10-01', '2014-03-01', false],
  ])('reads the period %s', (text, start, end, ongoing) => {
    expect(findPeriod(text)).toEqual({ start, end, ongoing, rest: '' });
  });

  it('cuts the period out of a line with a title', () => {
    expect(findPeriod('Developer, Acme GmbH | 01/2019 – 12/2020')?.rest).toBe('Developer, Acme GmbH');
  });
});

describe('extractCv', () => {
  it('reads a German CV, date-first entries', () => {
    const cv = extractCv([
      'Jana Müller',
      'Musterstraße 12, 10115 Berlin, Deutschland',
      'Mobil: +49 151 23456789 | linkedin.com/in/jana-mueller',
      'Berufserfahrung',
      '03/2021 – heute',
      'Senior Entwicklerin',
      'Acme GmbH',
      '• Aufbau der Plattform',
      '2016-04 – 2021-02',
      'Entwicklerin bei Beta AG',
      'Ausbildung',
      'Oktober 2010 – März 2014',
      'B.Sc. Informatik',
      'TU München',
      'Kenntnisse',
      'Architektur, Projektleitung; Scrum',
      'Tools & Technologien',
      'TypeScript, PostgreSQL, Docker',
      'Sprachen',
      'Deutsch – Muttersprache',
      'Englisch (C1)',
      'Französisch',
      'Zertifikate',
      'AWS Certified Developer, Amazon, 05/2022',
    ]);
    expect(cv).toEqual({
      skills: ['Architektur', 'Projektleitung', 'Scrum'],
      toolsAndTechnologies: ['TypeScript', 'PostgreSQL', 'Docker'],
      masteredLanguages: [
        { code: 'de', proficiency: 5 },
        { code: 'en', proficiency: 4 },
        { code: 'fr', proficiency: 3 },
      ],
      employmentHistory: [
        {
          title: 'Senior Entwicklerin',
          organization: 'Acme GmbH',
          description: 'Aufbau der Plattform',
          start: '2021-03-01',
          end: null,
          ongoing: true,
        },
        { title: 'Entwicklerin', organization: 'Beta AG', start: '2016-04-01', end: '2021-02-01', ongoing: false },
      ],
      educationHistory: [
        {
          title: 'B.Sc. Informatik',
          organization: 'TU München',
          start: '2010-10-01',
          end: '2014-03-01',
          ongoing: false,
        },
      ],
      certificateHistory: [
        { title: 'AWS Certified Developer', organization: 'Amazon', start: '2022-05-01', end: null, ongoing: false },
      ],
      linkedIn: 'linkedin.com/in/jana-mueller',
      street: 'Musterstraße 12',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      mobilePhonePrefix: '49',
      mobilePhoneLocalPart: '15123456789',
    });
  });

  it('reads a French CV, title-first entries', () => {
    const cv = extractCv([
      'Claire Dubois',
      '12 rue de la Paix, 75002 Paris, France',
      '+33 6 12 34 56 78',
      'Expérience professionnelle',
      'Cheffe de projet chez Gamma SA',
      "mars 2019 – aujourd'hui",
      'Pilotage des équipes',
      'Développeuse, Delta SARL',
      'janv. 2015 – févr. 2019',
      'Formation',
      'Master Informatique, Université de Lyon',
      '2010 – 2014',
      'Compétences',
      'Gestion de projet, Agilité',
      'Langues',
      'Français : langue maternelle',
      'Anglais : courant',
      'Néerlandais : notions',
    ]);
    expect(cv.employmentHistory).toEqual([
      {
        title: 'Cheffe de projet',
        organization: 'Gamma SA',
        description: 'Pilotage des équipes',
        start: '2019-03-01',
        end: null,
        ongoing: true,
      },
      { title: 'Développeuse', organization: 'Delta SARL', start: '2015-01-01', end: '2019-02-01', ongoing: false },
    ]);
    expect(cv.educationHistory).toEqual([
      {
        title: 'Master Informatique',
        organization: 'Université de Lyon',
        start: '2010-01-01',
        end: '2014-01-01',
        ongoing: false,
      },
    ]);
    expect(cv.skills).toEqual(['Gestion de projet', 'Agilité']);
    expect(cv.masteredLanguages).toEqual([
      { code: 'fr', proficiency: 5 },
      { code: 'en', proficiency: 4 },
      { code: 'nl', proficiency: 2 },
    ]);
    expect(cv).toMatchObject({ street: '12 rue de la Paix', zip: '75002', city: 'Paris', country: 'FR' });
    expect(cv).toMatchObject({ mobilePhonePrefix: '33', mobilePhoneLocalPart: '612345678' });
  });

  it('reads Dutch and English headings and one-line entries', () => {
    const nl = extractCv([
      'Kerkstraat 5, 1017 GA Amsterdam, Nederland',
      'Werkervaring',
      'Consultant | Epsilon BV | sinds 2019',
      'Opleiding',
      'Bachelor Bedrijfskunde, Hogeschool Utrecht, sep 2012 – jun 2016',
      'Vaardigheden',
      'Advies, Analyse',
      'Talen',
      'Nederlands (moedertaal), Engels (vloeiend)',
    ]);
    expect(nl.employmentHistory).toEqual([
      { title: 'Consultant', organization: 'Epsilon BV', start: '2019-01-01', end: null, ongoing: true },
    ]);
    expect(nl.educationHistory?.[0]).toMatchObject({ title: 'Bachelor Bedrijfskunde', end: '2016-06-01' });
    expect(nl.skills).toEqual(['Advies', 'Analyse']);
    expect(nl.masteredLanguages).toEqual([
      { code: 'nl', proficiency: 5 },
      { code: 'en', proficiency: 4 },
    ]);
    expect(nl).toMatchObject({ street: 'Kerkstraat 5', zip: '1017 GA', city: 'Amsterdam', country: 'NL' });
    const en = extractCv(['Skills:', 'Leadership', 'Certifications', 'Scrum Master — Scrum.org — Mar 2020']);
    expect(en.skills).toEqual(['Leadership']);
    expect(en.certificateHistory).toEqual([
      { title: 'Scrum Master', organization: 'Scrum.org', start: '2020-03-01', end: null, ongoing: false },
    ]);
  });

  it('knows every language and country by its CLDR name, not only the corpus’s', () => {
    const cv = extractCv([
      'Ringstraße 1, 1010 Wien, Österreich',
      'Sprachen',
      'Griechisch (B2); Tschechisch – Grundkenntnisse; Hebräisch, fließend',
      'Langues',
      'Portugais : langue maternelle',
    ]);
    expect(cv.masteredLanguages).toEqual([
      { code: 'el', proficiency: 3 },
      { code: 'cs', proficiency: 2 },
      // "Hebräisch" is CLDR's "he", never the deprecated alias "iw".
      { code: 'he', proficiency: 4 },
      { code: 'pt', proficiency: 5 },
    ]);
    expect(cv).toMatchObject({ street: 'Ringstraße 1', zip: '1010', city: 'Wien', country: 'AT' });
  });

  it('keeps every value within the contract’s limits', () => {
    const long = 'x'.repeat(400);
    const cv = extractCv(['Skills', Array.from({ length: 300 }, (_, i) => `skill${i}`).join(', '), `a ${long}`]);
    expect(cv.skills).toHaveLength(200);
    const histories = extractCv([
      'Experience',
      ...Array.from({ length: 150 }, (_, i) => `${'Title '.repeat(60)}${i}, ${'Org '.repeat(80)} | 2001 – 2002`),
      'd'.repeat(6000),
    ]);
    expect(histories.employmentHistory).toHaveLength(100);
    const valid = contractAjv().compile(contractSchemaRef('ParsedCv'));
    expect([valid(cv), valid(histories)]).toEqual([true, true]);
    expect(truncate(`${'word '.repeat(80)}`, 255).length).toBeLessThanOrEqual(255);
    expect(truncate('😀'.repeat(10), 5)).toBe('😀'.repeat(5));
  });
});
