// Field extraction per language, on lines as the reading order gives them.
import { describe, expect, it } from 'vitest';
import { findPeriod, parseDate } from './dates.ts';
import { contractAjv, contractSchemaRef } from '../../../contract/contract.ts';
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
    ['3/2021', '2021-03-01'],
    ['March 2021', '2021-03-01'],
    ['janv. 2020', '2020-01-01'],
    ['01.2018', '2018-01-01'],
    ['mrt. 2019', '2019-03-01'],
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
    ['2019 – present', '2019-01-01', null, true],
    ['Since 2019', '2019-01-01', null, true],
    ['2018 - 2020', '2018-01-01', '2020-01-01', false],
    ['01.2018 – 12.2020', '2018-01-01', '2020-12-01', false],
    ['3/2021 to 8/2022', '2021-03-01', '2022-08-01', false],
    ['2018 à 2020', '2018-01-01', '2020-01-01', false],
    ['2018 tot 2020', '2018-01-01', '2020-01-01', false],
    ['2021-03–2024-05', '2021-03-01', '2024-05-01', false],
    ['März 2021 – jetzt', '2021-03-01', null, true],
    ['janv. 2020 – présent', '2020-01-01', null, true],
    ['03-2021 / 12-2022', '2021-03-01', '2022-12-01', false],
    ['2019/03 – 2021/11', '2019-03-01', '2021-11-01', false],
    ['03/21 – 05/23', '2021-03-01', '2023-05-01', false],
    ['von 03/2019 bis 12/2020', '2019-03-01', '2020-12-01', false],
    ['from Mar 2021 to Feb 2025', '2021-03-01', '2025-02-01', false],
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

  it('reads entries beside their periods (a label column read row by row) and headers with the organization first', () => {
    const cv = extractCv([
      'Berufserfahrung',
      '03/2021 – heute\tSenior Entwicklerin bei Acme GmbH',
      '• Aufbau der Plattform',
      '02/2019 – 02/2021\tEntwicklerin bei Beta AG',
      'Ausbildung',
      'TU München | B.Sc. Informatik | 2014 – 2018',
      'Universität Wien | Abitur | 2010 – 2014',
    ]);
    expect(cv.employmentHistory).toEqual([
      {
        title: 'Senior Entwicklerin',
        organization: 'Acme GmbH',
        description: 'Aufbau der Plattform',
        start: '2021-03-01',
        end: null,
        ongoing: true,
      },
      { title: 'Entwicklerin', organization: 'Beta AG', start: '2019-02-01', end: '2021-02-01', ongoing: false },
    ]);
    // Degree words and "Universität" say the organization comes first in this CV's headers.
    expect(cv.educationHistory?.map((e) => [e.title, e.organization])).toEqual([
      ['B.Sc. Informatik', 'TU München'],
      ['Abitur', 'Universität Wien'],
    ]);
  });

  it('reads two-line headers with the organization first, undated certificates and no description years as entries', () => {
    const cv = extractCv([
      'Work Experience',
      'Globex SA',
      'Data Analyst',
      'Jan 2020 – present',
      '• Reduced reporting time by 40% in 2021',
      'Initech BV',
      'Software Engineer',
      'Mar 2016 – Dec 2019',
      'Certifications',
      'PMP, PMI',
      'Scrum Master, Scrum.org, 2018',
    ]);
    expect(cv.employmentHistory?.map((e) => [e.title, e.organization, e.start, e.end, e.ongoing])).toEqual([
      ['Data Analyst', 'Globex SA', '2020-01-01', null, true],
      ['Software Engineer', 'Initech BV', '2016-03-01', '2019-12-01', false],
    ]);
    expect(cv.certificateHistory?.map((e) => [e.title, e.organization, e.start])).toEqual([
      ['PMP', 'PMI', null],
      ['Scrum Master', 'Scrum.org', '2018-01-01'],
    ]);
    // Certificates are dated by one date, some by a range of validity: both are periods there.
    const mixed = extractCv([
      'Certificates',
      'AWS Certified Developer, Amazon, 06/2020',
      'ITIL 4, PeopleCert, 2019 – 2021',
    ]);
    expect(mixed.certificateHistory?.map((e) => [e.title, e.start, e.end])).toEqual([
      ['AWS Certified Developer', '2020-06-01', null],
      ['ITIL 4', '2019-01-01', '2021-01-01'],
    ]);
  });

  it('reads entries separated by space: a title-first entry and an undated one in the headers’ font', () => {
    const line = (text: string, font: string, gap = 1.3) => ({ text, font, gap, size: 10 });
    const cv = extractCv([
      line('Certificates', 'bold', 2),
      line('ISTQB Foundation Level', 'bold', 2),
      line('ISTQB', 'regular'),
      line('Azure Fundamentals', 'bold', 2),
      line('Microsoft', 'regular'),
      line('05/2020', 'regular'),
      line('References available on request', 'italic', 2),
    ]);
    expect(cv.certificateHistory?.map((e) => [e.title, e.organization, e.start])).toEqual([
      ['ISTQB Foundation Level', 'ISTQB', null],
      ['Azure Fundamentals', 'Microsoft', '2020-05-01'],
    ]);
  });

  it('reads lists as tables, wrapped paragraphs, bullets and groups, and levels as scores and CEFR', () => {
    expect(extractCv(['Skills', 'Coaching\tBudget planning', 'Risk management']).skills).toEqual([
      'Coaching',
      'Budget planning',
      'Risk management',
    ]);
    expect(extractCv(['Skills', 'Process improvement, Agile', 'methods, Risk management']).skills).toEqual([
      'Process improvement',
      'Agile methods',
      'Risk management',
    ]);
    expect(extractCv(['Kenntnisse', '• Technische', 'Dokumentation', '• Moderation']).skills).toEqual([
      'Technische Dokumentation',
      'Moderation',
    ]);
    expect(extractCv(['Tools', 'Cloud: AWS, Azure', 'Data: Power BI, SQL']).toolsAndTechnologies).toEqual([
      'AWS',
      'Azure',
      'Power BI',
      'SQL',
    ]);
    expect(
      extractCv(['Languages', 'English (native), Portuguese (beginner, A1), Dutch', '(fluent, C1)', 'German\t4/5'])
        .masteredLanguages,
    ).toEqual([
      { code: 'en', proficiency: 5 },
      { code: 'pt', proficiency: 1 },
      { code: 'nl', proficiency: 4 },
      { code: 'de', proficiency: 4 },
    ]);
  });

  it('finds contact details by their shape in a header joined by spaces, a UK address and a national number', () => {
    expect(
      extractCv(['Claire Dubois', '54 rue de la Paix 75003 Paris claire@example.fr 06 13 06 52 44', 'Expérience']),
    ).toMatchObject({ street: '54 rue de la Paix', zip: '75003', city: 'Paris', mobilePhonePrefix: '33' });
    expect(
      extractCv(['Alex Taylor', 'Tel: 07911 123456', '12 High Street', 'Leeds LS1 4AP, United Kingdom', 'Experience']),
    ).toMatchObject({
      street: '12 High Street',
      zip: 'LS1 4AP',
      city: 'Leeds',
      country: 'GB',
      mobilePhonePrefix: '44',
      mobilePhoneLocalPart: '7911123456',
    });
    // An international number with a trunk prefix, and the digits of the next item after it.
    expect(extractCv(['+49 (0)151 23456789 12 Hauptstraße'])).toMatchObject({
      mobilePhonePrefix: '49',
      mobilePhoneLocalPart: '15123456789',
    });
  });

  it('knows headings by their parts, letter-spaced, and a sidebar’s contact lines after the main column', () => {
    const cv = extractCv([
      { text: 'Jana Müller', page: 1, column: 1 },
      { text: 'W E R K E R V A R I N G', page: 1, column: 1 },
      { text: 'Consultant | Epsilon BV | 2019 – 2021', page: 1, column: 1 },
      { text: 'Education and Training', page: 1, column: 1 },
      { text: 'MBA, KU Leuven, 2015 – 2017', page: 1, column: 1 },
      { text: 'Kerkstraat 5', page: 1, column: 2 },
      { text: '1017 GA Amsterdam', page: 1, column: 2 },
      { text: 'Werkervaring en projecten', page: 1, column: 2 },
    ]);
    expect(cv.employmentHistory?.map((e) => e.title)).toEqual(['Consultant']);
    expect(cv.educationHistory?.map((e) => e.title)).toEqual(['MBA']);
    expect(cv).toMatchObject({ street: 'Kerkstraat 5', zip: '1017 GA', city: 'Amsterdam' });
  });

  it('reads a section under a heading it does not know by what the section holds', () => {
    const line = (text: string, font: string, size: number) => ({ text, font, size });
    const text = (value: string) => line(value, 'regular', 10);
    const cv = extractCv([
      line('Berufserfahrung', 'bold', 13),
      text('Acme GmbH, Berlin | Entwicklerin | 2019 – 2021'),
      text('• Aufbau der Plattform'),
      text('• Einführung automatisierter Tests'),
      text('Beta AG | Werkstudent | 2017 – 2019'),
      line('Akademischer Werdegang', 'bold', 13),
      text('TU München | B.Sc. Informatik | 2014 – 2018'),
      line('Technische Umgebung', 'bold', 13),
      text('Node.js, PostgreSQL, AWS, Terraform'),
      line('Freizeit', 'bold', 13),
      text('Laufen, Schach, Fotografie'),
      line('Kenntnisse', 'bold', 13),
      text('Moderation, Coaching'),
    ]);
    // The strongest separator cuts the header: the comma stays inside the organization.
    expect(cv.employmentHistory?.map((e) => [e.title, e.organization])).toEqual([
      ['Entwicklerin', 'Acme GmbH, Berlin'],
      ['Werkstudent', 'Beta AG'],
    ]);
    // "Werdegang" names experience, but the section holds a degree and a school.
    expect(cv.educationHistory?.map((e) => [e.title, e.organization])).toEqual([['B.Sc. Informatik', 'TU München']]);
    expect(cv.toolsAndTechnologies).toEqual(['Node.js', 'PostgreSQL', 'AWS', 'Terraform']);
    // A second list beside the named skills is not taken for skills.
    expect(cv.skills).toEqual(['Moderation', 'Coaching']);
  });

  it('takes a place-and-date signature and "references on request" for no entry', () => {
    const cv = extractCv([
      'Musterstraße 12, 10115 Berlin',
      'Zertifikate',
      'Scrum Master, Scrum.org, 2018',
      'Berlin, 03/2025',
      'Fait à Paris, le 12/2024',
    ]);
    expect(cv.certificateHistory?.map((e) => e.title)).toEqual(['Scrum Master']);
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
