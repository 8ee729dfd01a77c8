// `talent/boundaries`: the package boundaries of ARCHITECTURE.md.
//
// A file belongs to the package of its nearest package.json; an import belongs to the package it
// names (`@talent/x`) or, for a relative path, to the package its target sits in. Knowing both
// names, the rule checks the edge against the table in architecture.js. Package identity comes
// from package.json, not from a module resolver, so pnpm's symlinks and TypeScript's `.ts`
// specifiers need no resolver configuration and a moved folder keeps its rules.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { ALLOWED_IMPORTS, PACKAGE_KINDS, TOOLING_TEST_HELPERS } from './architecture.js';

const SCOPE = '@talent/';

/** @type {Map<string, { name: string, dir: string } | null>} */
const ownerCache = new Map();

/** The nearest package.json with a name, walking up from `dir`. */
function ownerOf(dir) {
  if (ownerCache.has(dir)) return ownerCache.get(dir);
  let owner = null;
  const manifest = join(dir, 'package.json');
  if (existsSync(manifest)) {
    try {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof name === 'string') owner = { name, dir };
    } catch {
      // An unreadable manifest is reported by the package manager; here it just has no owner.
    }
  }
  if (!owner) {
    const parent = dirname(dir);
    owner = parent === dir ? null : ownerOf(parent);
  }
  ownerCache.set(dir, owner);
  return owner;
}

/** Config files (vitest.config.ts, eslint.config.js, .storybook/main.ts…) may use tooling presets. */
function isConfigFile(filename) {
  return /\.config\.[cm]?[jt]sx?$/.test(basename(filename)) || filename.includes('/.storybook/');
}

/**
 * Test files may use the shared test helpers and fixtures: `*.test.ts(x)`, the helpers under a
 * package's `src/test/` or `test/`, and the e2e journeys under `e2e/`.
 */
function isTestFile(filename, packageDir) {
  if (/\.test\.[cm]?[jt]sx?$/.test(basename(filename))) return true;
  const path = filename.replaceAll('\\', '/');
  if (/\/src\/test\//.test(path)) return true;
  if (!packageDir) return false;
  const inner = path.slice(packageDir.replaceAll('\\', '/').length + 1);
  return inner.startsWith('test/') || inner.startsWith('e2e/');
}

/** "@talent/ui/src/Button" -> { target: "@talent/ui", subpath: "src/Button" } */
function splitSpecifier(specifier) {
  const [scope, name, ...rest] = specifier.split('/');
  return { target: `${scope}/${name}`, subpath: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforce the package boundaries of ARCHITECTURE.md (layers, entry points, feature isolation).',
    },
    schema: [],
    messages: {
      deepImport:
        "Import '{{target}}' through its public entry point, not '{{specifier}}': every package exposes only src/index.ts.",
      relativeIntoPackage:
        "Relative import '{{specifier}}' reaches into {{target}}; import it by its package name instead.",
      featureToFeature:
        'Feature package {{from}} must not import feature package {{target}}: move what both need down into @talent/domain, @talent/ui or @talent/api-client.',
      layer:
        '{{from}} ({{fromKind}}) must not import {{target}} ({{toKind}}); a {{fromKind}} package may import only: {{allowed}}.',
      unknownPackage:
        '{{name}} is not in the architecture table (tooling/eslint/architecture.js): add it there with its kind.',
      toolingOutsideConfig:
        "@talent/tooling holds config presets and test helpers: only *.config.* files may import its presets, only test files (and @talent/test-utils) its test helpers ('{{helpers}}').",
      testUtilsOutsideTests:
        '@talent/test-utils holds test helpers: only test files (*.test.ts(x), src/test/**) may import it, never production code.',
      fixturesOutsideTests:
        '@talent/fixtures holds test and bench inputs: only tests (*.test.ts, test/**, src/test/**, e2e/**) and bench/ may import it, never production code.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!isAbsolute(filename)) return {};
    const from = ownerOf(dirname(filename));
    const fromKind = from ? PACKAGE_KINDS[from.name] : undefined;

    /** Whether this file may use the test helpers of @talent/tooling: a test file, or test-utils (test code only). */
    const mayUseToolingTestHelpers = isTestFile(filename) || fromKind === 'test-utils';

    /** Checks one package-to-package edge named by `target` (and, for tooling, the `subpath` reached). */
    function checkEdge(node, target, subpath) {
      if (target === '@talent/tooling') {
        const testHelper = TOOLING_TEST_HELPERS.includes(subpath);
        if (!isConfigFile(filename) && !(testHelper && mayUseToolingTestHelpers)) {
          const helpers = TOOLING_TEST_HELPERS.map((name) => `@talent/tooling/${name}`).join("', '");
          context.report({ node, messageId: 'toolingOutsideConfig', data: { helpers } });
        }
        return;
      }
      if (!from || from.name === target) return;
      const toKind = PACKAGE_KINDS[target];
      if (!toKind) {
        context.report({ node, messageId: 'unknownPackage', data: { name: target } });
        return;
      }
      if (!fromKind) {
        // Only workspace packages have a layer; the repository root (scripts, configs) has none.
        if (from.name.startsWith(SCOPE)) {
          context.report({ node, messageId: 'unknownPackage', data: { name: from.name } });
        }
        return;
      }
      // Allowed by the table, but only where tests are; the package's own files are exempt.
      if (toKind === 'test-utils' && fromKind !== 'test-utils' && !isTestFile(filename, from.dir)) {
        context.report({ node, messageId: 'testUtilsOutsideTests' });
        return;
      }
      if (toKind === 'fixtures' && fromKind !== 'fixtures' && fromKind !== 'bench' && !isTestFile(filename, from.dir)) {
        context.report({ node, messageId: 'fixturesOutsideTests' });
        return;
      }
      if (fromKind === 'feature' && toKind === 'feature') {
        context.report({ node, messageId: 'featureToFeature', data: { from: from.name, target } });
        return;
      }
      const allowed = ALLOWED_IMPORTS[fromKind];
      if (!allowed.includes(toKind)) {
        context.report({
          node,
          messageId: 'layer',
          data: {
            from: from.name,
            fromKind,
            target,
            toKind,
            allowed: allowed.length > 0 ? allowed.join(', ') : 'no other @talent package',
          },
        });
      }
    }

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (specifier.startsWith(SCOPE)) {
        const { target, subpath } = splitSpecifier(specifier);
        // Tooling presets are reached by subpath (`@talent/tooling/vitest`); checkEdge limits them to config files.
        if (subpath && target !== '@talent/tooling') {
          context.report({ node: source, messageId: 'deepImport', data: { target, specifier } });
          return;
        }
        checkEdge(source, target, subpath);
        return;
      }
      if (specifier.startsWith('.') || isAbsolute(specifier)) {
        const targetPath = resolve(dirname(filename), specifier);
        const to = ownerOf(dirname(targetPath));
        if (from && to && to.dir !== from.dir && to.name.startsWith(SCOPE)) {
          context.report({ node: source, messageId: 'relativeIntoPackage', data: { specifier, target: to.name } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) =>
        check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};
