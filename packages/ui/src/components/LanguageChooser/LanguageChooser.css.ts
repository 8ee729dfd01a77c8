// LanguageChooser is a RadioGroup; it has no styles of its own yet.
export {};
