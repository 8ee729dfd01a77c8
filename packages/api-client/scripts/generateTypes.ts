// Generates src/openapi.gen.ts from openapi/openapi.yaml with openapi-typescript. Used by the
// `generate` script and by src/generated.test.ts, which fails when the committed file is stale.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** The contract file and the generated types file. */
export const CONTRACT_URL = new URL('../openapi/openapi.yaml', import.meta.url);
export const GENERATED_URL = new URL('../src/openapi.gen.ts', import.meta.url);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

const HEADER = `// Generated from openapi/openapi.yaml by scripts/generateTypes.ts (openapi-typescript).
// Do not edit: change the contract and run \`pnpm --filter @talent/api-client generate\`.
`;

/** The generated TypeScript source for the contract. */
export async function generateTypes(): Promise<string> {
  const ast = await openapiTS(CONTRACT_URL, {
    // Uploads are files in the browser and in Node (both have Blob).
    transform(schema) {
      if (schema.format !== 'binary') return undefined;
      return schema.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return HEADER + astToString(ast);
}
