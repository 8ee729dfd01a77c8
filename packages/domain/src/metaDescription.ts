// A page's meta description from its text or HTML: the job page's (jobPageMeta.ts) and the
// content pages'. A module of its own: a module is bundled whole, so the content pages took the
// job page's JobPosting rules along when these lived in jobPageMeta.ts.

/** Longest meta description, in characters, "…" included (what search results show). */
export const META_DESCRIPTION_MAX = 155;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Plain text of an HTML fragment: tags become spaces, common and numeric entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
      if (name) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = hex ? parseInt(hex, 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

/**
 * A meta description of a text: whitespace collapsed; when longer than `max` characters, cut at
 * the last word boundary that leaves room for "…" (within a single overlong word, inside it),
 * trailing punctuation dropped, then "…". Counts code points, so no emoji is split.
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const chars = [...collapsed];
  if (chars.length <= max) return collapsed;
  const room = chars.slice(0, max).join('');
  const space = room.lastIndexOf(' ');
  // The text is trimmed: a space, if any, follows a word.
  const cut = space === -1 ? chars.slice(0, max - 1).join('') : room.slice(0, space);
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}
