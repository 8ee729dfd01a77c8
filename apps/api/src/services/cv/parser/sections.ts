// Section headings of CVs in English, German, French and Dutch. A heading is a short line that is one
// of these names (case, accents, a trailing colon and letter spacing aside), or joins some ("Education
// and Training", "Werkervaring en projecten": the first part that is known decides); everything up to
// the next heading belongs to it. Where the reading order gives the style of lines (font and size), a
// line set like the CV's known headings that contains a heading word ("Relevant Experience",
// "Praxiserfahrung") is one too, and so is any other short line in exactly that style (a section the
// parser has no name for), so that its text does not run into the section before it. Headings of
// sections the contract has no field for are known too, for the same reason.

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
    'parcours',
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
    'loisirs',
    "hobby's",
    'interesses',
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

/**
 * The words that name a section on their own — the one-word names above and a few words of the longer
 * ones — in the order they decide ("Language skills" is languages, "Weiterbildung" certificates). A
 * longer word ending in one (German and Dutch compounds: "Praxiserfahrung", "Fremdsprachen") counts too.
 */
const MORE_WORDS: Partial<Record<SectionKind, readonly string[]>> = {
  languages: ['language', 'linguistiques'],
  certificates: ['licenses'],
  experience: ['experiences', 'werdegang'],
};
const WORDS: ReadonlyArray<readonly [SectionKind, readonly string[]]> = (
  ['languages', 'certificates', 'tools', 'education', 'experience', 'skills', 'other'] as const
).map((kind) => [kind, [...HEADINGS[kind].filter((name) => !/[ &']/.test(name)), ...(MORE_WORDS[kind] ?? [])]]);

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

/** Letter-spaced text ("W E R K E R V A R I N G") without its spaces. */
const unspaced = (text: string) => (/^(?:\S ){3,}\S$/.test(text) ? text.replace(/ /g, '') : text);

const KIND_OF = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) =>
    names.flatMap((name) => [
      [name, kind as SectionKind] as const,
      [name.replace(/ /g, ''), kind as SectionKind] as const,
    ]),
  ),
);

/** Where a heading may be cut into names it joins. */
const JOINS = /\s+(?:&|and|und|et|en|\+)\s+|\s*[/,]\s*/;

/** The section a line heads by its name, or undefined for a line of text. */
export function headingKind(line: string): SectionKind | undefined {
  if (line.length > 60 || line.includes('\t')) return undefined;
  const key = unspaced(fold(line));
  const whole = KIND_OF.get(key);
  if (whole || line.length > 45) return whole;
  for (const part of key.split(JOINS)) {
    const kind = KIND_OF.get(part);
    if (kind) return kind;
  }
  return undefined;
}

/** The section a short line names by one of its words, for a line set like a heading. */
function headingWord(line: string): SectionKind | undefined {
  const words = unspaced(fold(line)).split(/[^\p{L}']+/u);
  if (words.length > 5 || /\d/.test(line)) return undefined;
  for (const [kind, names] of WORDS) {
    if (words.some((word) => names.some((name) => word === name || (name.length >= 6 && word.endsWith(name))))) {
      return kind;
    }
  }
  return undefined;
}

/** A line of the reading order; style (font and size) and position are optional. */
export interface SectionLine {
  readonly text: string;
  readonly size?: number;
  readonly font?: string;
  readonly page?: number;
  /** The column left to right, -1 for a line across columns. */
  readonly column?: number;
  /** Space above the line in units of its size. */
  readonly gap?: number;
}

/** The lines before the first heading (name, contact) and each section's lines. */
export interface Sections {
  readonly head: SectionLine[];
  /**
   * `named`: how the heading told the kind: by a name it is or joins, by a word in it, or not at all
   * (a heading known by its style only: `other`).
   */
  readonly sections: Array<{
    readonly kind: SectionKind;
    readonly named: 'name' | 'word' | false;
    readonly lines: SectionLine[];
  }>;
}

const style = (line: SectionLine) =>
  line.font === undefined || line.size === undefined
    ? undefined
    : `${line.font}|${Math.round(line.size * 2) / 2}|${line.text === line.text.toUpperCase() ? 'upper' : 'mixed'}`;

/** A short line that could be a heading: no digits, no sentence, no cells. */
const headingShaped = (text: string) =>
  text.length <= 60 && !/[\d\t]/.test(text) && !/[.,;]$/.test(text) && unspaced(text).split(' ').length <= 5;

/**
 * Splits the lines into the head and sections. A column that starts on a page beside another one (a
 * sidebar, or the main column after it) starts with head lines again up to its first heading: a
 * sidebar's contact details are not part of the section the other column ended with.
 */
export function splitSections(input: ReadonlyArray<string | SectionLine>): Sections {
  const lines = input.map((line) => (typeof line === 'string' ? { text: line } : line));
  const kinds = lines.map((line) => headingKind(line.text));
  // Heading styles: styles of known headings set larger than the body text, or that at least half of
  // the lines set in them are (titles may be set like headings; then the style says nothing).
  const count = (known: boolean) => {
    const counts = new Map<string | undefined, number>();
    lines.forEach((line, n) => {
      if (!known || kinds[n]) counts.set(style(line), (counts.get(style(line)) ?? 0) + 1);
    });
    return counts;
  };
  const [all, known] = [count(false), count(true)];
  const sizes = new Map<number, number>();
  for (const line of lines) if (line.size !== undefined) sizes.set(line.size, (sizes.get(line.size) ?? 0) + 1);
  const body = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? Infinity;
  const larger = (key: string) => Number(key.split('|')[1]) >= body + 0.5;
  const styles = new Set(
    [...known.entries()]
      .filter(([key, n]) => key !== undefined && (larger(key) || n >= 0.5 * all.get(key)!))
      .map(([key]) => key),
  );
  const result: Sections = { head: [], sections: [] };
  let inHead = true;
  let previous: SectionLine | undefined;
  lines.forEach((line, n) => {
    const styled = style(line) !== undefined && styles.has(style(line)) && headingShaped(line.text);
    const word = styled && !kinds[n] ? headingWord(line.text) : undefined;
    const kind = kinds[n] ?? word ?? (styled ? 'other' : undefined);
    const newColumn =
      previous !== undefined &&
      line.page === previous.page &&
      line.column !== previous.column &&
      line.column !== undefined &&
      line.column >= 0;
    previous = line;
    if (kind) {
      result.sections.push({ kind, named: kinds[n] ? 'name' : word ? 'word' : false, lines: [] });
      inHead = false;
      return;
    }
    if (newColumn) inHead = true;
    (inHead ? result.head : result.sections.at(-1)!.lines).push(line);
  });
  return result;
}
