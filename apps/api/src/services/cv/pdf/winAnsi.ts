// Text for pdf-lib's standard fonts. Helvetica and its siblings are drawn in WinAnsi encoding (about
// Latin-1 plus a few signs: € – — „ “ • …), and pdf-lib throws on any other character. A CV holds
// what people typed: "Łukasz", "Олена", "日本語". Characters the font cannot draw are replaced on
// purpose: runs of them are transliterated to Latin (@sindresorhus/transliterate: Ł → L,
// Олена → Olena, Ελένη → Eleni, ő → o), what is left is decomposed (ﬁ → fi, accents dropped where the
// accented letter is missing), and only then does a character become "?". Characters the font can
// draw are never touched, so "Zoë Ångström" and "Müller" print as typed.
import transliterate from '@sindresorhus/transliterate';

/** What cannot be drawn at all (CJK, emoji) becomes this. */
const REPLACEMENT = '?';

/** A character that is no text: controls and invisible formatting (a right-to-left override, a BOM). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
/** Whitespace other than the plain space (tab, no-break and narrow spaces, line separators). */
const SPACE = /[\s\u2028\u2029]/u;

/**
 * `text` on one line, drawable with a font whose characters are `drawable` (pdf-lib's
 * `font.getCharacterSet()`): whitespace becomes plain spaces (collapsed), invisible characters go,
 * and characters the font lacks are transliterated, decomposed or, last, replaced by "?".
 */
export function drawableText(text: string, drawable: ReadonlySet<number>): string {
  const can = (char: string) => drawable.has(char.codePointAt(0)!);
  let out = '';
  let missing = '';
  const flush = () => {
    if (missing === '') return;
    for (const char of transliterate(missing)) {
      if (can(char)) out += char;
      else {
        const parts = [...char.normalize('NFKD').replace(/\p{M}/gu, '')];
        out += parts.length > 0 && parts.every(can) ? parts.join('') : REPLACEMENT;
      }
    }
    missing = '';
  };
  for (const char of text.normalize('NFC')) {
    if (SPACE.test(char)) {
      flush();
      out += ' ';
    } else if (INVISIBLE.test(char)) {
      continue;
    } else if (can(char)) {
      flush();
      out += char;
    } else {
      missing += char;
    }
  }
  flush();
  return out.replace(/ {2,}/g, ' ').trim();
}
