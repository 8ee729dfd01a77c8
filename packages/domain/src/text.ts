// Small text helpers shared by several rules.

/**
 * URL slug of a title or name: lowercase, accents removed from Latin letters ("München" →
 * "munchen"), every run of other characters turned into one dash. Letters of other scripts are
 * kept whole ("Київ" stays "київ": in Ukrainian ї and і are different letters), so links stay
 * meaningful in every shipped language.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
