// `talent/api-layers`: the layers inside the API server (ARCHITECTURE.md, "Layers inside the
// server"): a handler parses, authorises, calls a service and shapes the answer; services own SQL
// and rules; `http/` translates. So, for files under `apps/api/src/`:
//   - a handler (`handlers/<feature>/…`) imports no database module (`db/…`) and no other handler;
//     only `handlers/index.ts`, which composes them, imports handlers;
//   - a service (`services/<feature>/…`) imports nothing of `http/` or `handlers/`: its errors are
//     `problems.ts`, its ports (transactions, logger) are in `services/shared/`;
//   - `http/` is imported only by handlers, the composition (`bootstrap/`, the entry `index.ts`) and
//     `http/` itself.
// Tests (`*.test.ts`) are exempt: they reach into any layer to check it.
import { dirname, isAbsolute, resolve } from 'node:path';

const SRC = /\/apps\/api\/src\/(.+)$/;

/** The layer of a path under apps/api/src (`handlers/x/y.ts` → handler), or undefined outside it. */
function layerOf(path) {
  const match = SRC.exec(path.replaceAll('\\', '/'));
  if (!match) return undefined;
  const inner = match[1];
  if (inner === 'handlers/index.ts') return { layer: 'handler-index', inner };
  // The package's entry composes the server like bootstrap/ does.
  if (inner === 'index.ts') return { layer: 'bootstrap', inner };
  const top = inner.split('/')[0];
  const layer = { handlers: 'handler', services: 'service', http: 'http', db: 'db', bootstrap: 'bootstrap' }[top];
  return { layer: layer ?? 'other', inner };
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layers inside apps/api: handler → service → db; http/ above services.' },
    schema: [],
    messages: {
      handlerToDb:
        "A handler must not import the database ('{{specifier}}'): the SQL belongs in a service under services/<feature>/.",
      handlerToHandler:
        "A handler must not import another handler ('{{specifier}}'): move what both need into a service or into http/.",
      serviceToHttp:
        "A service must not import '{{specifier}}' ({{target}}): raise a Problem (problems.ts) and take ports from services/shared/.",
      httpFromBelow:
        "'{{specifier}}' is in http/, which only handlers, bootstrap/ and http/ itself may import: it sits above the services.",
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!isAbsolute(filename) || /\.test\.[cm]?[jt]sx?$/.test(filename)) return {};
    const from = layerOf(filename);
    if (!from) return {};

    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const to = layerOf(resolve(dirname(filename), specifier));
      if (!to) return;
      const report = (messageId) => context.report({ node: source, messageId, data: { specifier, target: to.layer } });
      if (from.layer === 'handler') {
        if (to.layer === 'db') return report('handlerToDb');
        if (to.layer === 'handler' || to.layer === 'handler-index') return report('handlerToHandler');
      }
      if (from.layer === 'service' && (to.layer === 'http' || to.layer === 'handler' || to.layer === 'handler-index')) {
        return report('serviceToHttp');
      }
      if (to.layer === 'http' && !['handler', 'handler-index', 'bootstrap', 'http'].includes(from.layer)) {
        return report('httpFromBelow');
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};
