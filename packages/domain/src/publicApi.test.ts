// The package's public API is a contract with other teams: this test pins it. It checks that every
// export of src/index.ts has TSDoc and is listed in the README, and that the built-in behaviour of
// the entry point (runtime values) matches its type-level list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

const root = join(import.meta.dirname, '..');

function exportedSymbols() {
  const entry = join(root, 'src/index.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2024,
    allowImportingTsExtensions: true,
    noEmit: true,
    lib: ['lib.es2024.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const module = checker.getSymbolAtLocation(source)!;
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const doc = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
    return { name: symbol.getName(), doc };
  });
}

const symbols = exportedSymbols();

describe('public API of @talent/domain', () => {
  it('exports every runtime value the type-level list names', () => {
    const runtime = Object.keys(api).sort();
    const declared = symbols.map((s) => s.name).filter((name) => name in api);
    expect(runtime).toEqual(declared.sort());
    expect(runtime.length).toBeGreaterThan(100);
  });

  it('gives every export a TSDoc summary', () => {
    const undocumented = symbols.filter((s) => s.doc === '').map((s) => s.name);
    expect(undocumented).toEqual([]);
  });

  it('lists every export in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const missing = symbols.map((s) => s.name).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('has the names other teams were promised', () => {
    const promised = [
      'APPLICATION_STATUSES',
      'applicationStatusDisplay',
      'applicationStatusFromCode',
      'isProjectOpen',
      'parseSearchQuery',
      'serializeSearchQuery',
      'changeSearchFilter',
      'pageCount',
      'visibleOnboardingSteps',
      'onboardingNavigation',
      'DRAFT_RETENTION_MS',
      'createDraftStore',
      'draftFromApplication',
      'toSubmitPayload',
      'TOKEN_REFRESH_MARGIN_MS',
      'refreshDelay',
      'createTokenRefresher',
      'announcementTier',
      'isAnnouncementVisible',
      'rulesSchema',
      'specialChars',
      'validPhone',
      'isValidLocale',
      'uniqueEmail',
      'expiredTermsSchema',
      'profileFulfilledRedirect',
      'onboardingRedirect',
      'publicSearchRedirect',
      'searchRedirect',
      'jobLink',
      'poolLink',
      'searchLink',
      'sortCountries',
      'mobileCountries',
      'phoneCodeDigits',
      'sortByStartDateDesc',
      'relativeDateParts',
      'yearOptions',
      'parseHourlyRate',
      'onlyPdfs',
      'groupPoolsByCategory',
      'chunk',
      'shouldReloadAfterChunkError',
      'otlErrorFromStatus',
      'errorPageStatus',
      'DEFAULT_CLIENT_CONFIG',
    ];
    expect(promised.filter((name) => !(name in api))).toEqual([]);
  });
});
