// @vitest-environment node
// The public API is a contract with the feature packages: every export has TSDoc and is listed in
// the README, and every component has its four colocated files.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function exportedSymbols() {
  const entry = join(root, 'src/index.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2024,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    lib: ['lib.es2024.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return { name: symbol.getName(), doc: ts.displayPartsToString(target.getDocumentationComment(checker)).trim() };
  });
}

describe('public API of @talent/ui', () => {
  const symbols = exportedSymbols();
  const components = readdirSync(join(root, 'src/components'));

  it('gives every export a TSDoc summary', () => {
    expect(symbols.filter((s) => s.doc === '').map((s) => s.name)).toEqual([]);
  });

  it('lists every export in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(symbols.map((s) => s.name).filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('exports every component with its props, each with its four colocated files', () => {
    const names = new Set(symbols.map((s) => s.name));
    expect(components.length).toBeGreaterThanOrEqual(35);
    for (const c of components) {
      expect([c, `${c}Props`].filter((n) => !names.has(n))).toEqual([]);
      const missing = ['tsx', 'css.ts', 'stories.tsx', 'test.tsx'].filter(
        (ext) => !existsSync(join(root, 'src/components', c, `${c}.${ext}`)),
      );
      expect(missing).toEqual([]);
    }
  });
});
