// A build step that takes the English default texts out of the code: every message descriptor
// (`{ id: '…', defaultMessage: '…' }` in `defineMessages`, `defineMessage`, `formatMessage`) keeps
// its id, and the texts come from the catalogs the server compiles into the page (`@talent/i18n`
// `compileMessages`). English is extracted from the same code (`pnpm --filter @talent/i18n
// extract`) and its catalog is checked against it, so no text is lost; without this step every
// English text ships twice, once in the JavaScript and once in the page (~12 KB gzip on a public
// page). formatjs's own transformer (`@formatjs/ts-transformer`, `removeDefaultMessage`) was tried
// first: with `defineMessage` calls nested in `defineMessages` it gave descriptors the ids of their
// neighbours, so this is a TypeScript transformer of its own, that only ever removes a property.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The workspace's TypeScript sources (not dependencies), where messages are defined. */
const SOURCE = /\/(apps|packages)\/[^/]+\/src\/[^?]*\.tsx?$/;

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function isLiteralText(node: ts.Expression): boolean {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/**
 * Whether `property` is the default text of a message descriptor: `defaultMessage` (or
 * `description`) with literal text, in an object literal whose `id` is literal text too — the
 * descriptors the extractor reads. Anything else (a computed text, an object without an id) stays.
 */
function isDescriptorText(object: ts.ObjectLiteralExpression, property: ts.ObjectLiteralElementLike): boolean {
  const name = propertyName(property);
  if (name !== 'defaultMessage' && name !== 'description') return false;
  if (!isLiteralText((property as ts.PropertyAssignment).initializer)) return false;
  return object.properties.some(
    (p) => propertyName(p) === 'id' && isLiteralText((p as ts.PropertyAssignment).initializer),
  );
}

const removeDescriptorTexts: ts.TransformerFactory<ts.SourceFile> = (context) => (file) => {
  const visit = (node: ts.Node): ts.Node => {
    const visited = ts.visitEachChild(node, visit, context);
    if (!ts.isObjectLiteralExpression(visited)) return visited;
    const kept = visited.properties.filter((property) => !isDescriptorText(visited, property));
    return kept.length === visited.properties.length
      ? visited
      : context.factory.updateObjectLiteralExpression(visited, kept);
  };
  return ts.visitNode(file, visit) as ts.SourceFile;
};

/** Removes the default texts of the message descriptors of a module (`id` is its path). */
export function stripDefaultMessages(code: string, id: string): { code: string; map: string } | undefined {
  if (!SOURCE.test(id) || id.includes('/node_modules/') || !code.includes('defaultMessage')) return undefined;
  const out = ts.transpileModule(code, {
    fileName: id,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      sourceMap: true,
      inlineSources: true,
      // Type-only imports are written `import type` (the workspace's `verbatimModuleSyntax`).
      verbatimModuleSyntax: true,
    },
    transformers: { before: [removeDescriptorTexts] },
  });
  return {
    code: out.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''),
    map: out.sourceMapText ?? '',
  };
}

/** The Vite plugin: production builds only (tests and `vite dev` keep the texts in code). */
export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'talent:strip-default-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return stripDefaultMessages(code, id);
    },
  };
}
