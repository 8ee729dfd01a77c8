// Section headings of CVs in English, German, French and Dutch. A heading is a short line that is
// one of these words (case, accents and a trailing colon aside); everything up to the next heading
// belongs to it. Headings of sections the contract has no field for are known too, so that their
// text does not run into the section before them.

export type SectionKind = 'experience' | 'education' | 'skills' | 'tools' | 'languages' | 'certificates' | 'other';

const HEADINGS: Readonly<Record<SectionKind, readonly string[]>> = {
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'career',
    'berufserfahrung',
    'erfahrung',
    'beruflicher werdegang',
    'berufliche erfahrung',
    'berufliche stationen',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'werkervaring',
    'ervaring',
    'professionele ervaring',
    'werkgeschiedenis',
    'loopbaan',
  ],
  education: [
    'education',
    'academic background',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'schulbildung',
    'formation',
    'formations',
    'etudes',
    'parcours academique',
    'opleiding',
    'opleidingen',
  ],
  skills: [
    'skills',
    'core skills',
    'key skills',
    'competencies',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'fachkenntnisse',
    'competences',
    'competences cles',
    'vaardigheden',
    'competenties',
  ],
  tools: [
    'tools',
    'technologies',
    'tools & technologies',
    'tools and technologies',
    'tech stack',
    'technologien',
    'tools & technologien',
    'werkzeuge',
    'tools und technologien',
    'outils',
    'outils & technologies',
    'outils et technologies',
    'technologieen',
    'tools & technologieen',
    'tools en technologieen',
  ],
  languages: [
    'languages',
    'language skills',
    'sprachen',
    'sprachkenntnisse',
    'langues',
    'competences linguistiques',
    'talen',
    'talenkennis',
  ],
  certificates: [
    'certificates',
    'certifications',
    'certification',
    'licenses & certifications',
    'zertifikate',
    'zertifizierungen',
    'weiterbildung',
    'certificats',
    'certificaten',
    'certificeringen',
    'certificering',
  ],
  other: [
    'profile',
    'summary',
    'about me',
    'profil',
    'uber mich',
    'zusammenfassung',
    'profil professionnel',
    'a propos',
    'profiel',
    'over mij',
    'samenvatting',
    'interests',
    'hobbies',
    'interessen',
    'hobbys',
    "centres d'interet",
    "hobby's",
    'contact',
    'kontakt',
    'personal details',
    'personliche daten',
    'coordonnees',
    'contactgegevens',
    'persoonlijke gegevens',
    'references',
    'referenzen',
    'referenties',
    'projects',
    'projekte',
    'projets',
    'projecten',
  ],
};

/** Lower case, without accents, a trailing colon or spaces: how headings are compared. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*:$/, '')
    .trim();

const KIND_OF = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name) => [name, kind as SectionKind] as const)),
);

/** The section a line heads, or undefined for a line of text. */
export function headingKind(line: string): SectionKind | undefined {
  return line.length > 45 ? undefined : KIND_OF.get(fold(line));
}

/** The lines before the first heading (name, contact) and each section's lines. */
export interface Sections {
  readonly head: string[];
  readonly sections: Array<{ readonly kind: SectionKind; readonly lines: string[] }>;
}

export function splitSections(lines: readonly string[]): Sections {
  const result: Sections = { head: [], sections: [] };
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) result.sections.push({ kind, lines: [] });
    else (result.sections.at(-1)?.lines ?? result.head).push(line);
  }
  return result;
}
