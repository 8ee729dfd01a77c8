// The languages a talent can list: every ISO 639-1 code the browser's CLDR data names in the
// locale (as the API's CV parser reads them), sorted by name.
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Language options (code and name in `locale`), sorted by name. */
export function languageOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  const collator = new Intl.Collator(locale);
  return LETTERS.flatMap((a) => LETTERS.map((b) => a + b))
    .filter((code) => Intl.getCanonicalLocales(code)[0] === code)
    .flatMap((code) => {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    })
    .sort((x, y) => collator.compare(x.label, y.label));
}
