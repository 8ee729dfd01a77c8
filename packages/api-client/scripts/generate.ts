// `pnpm generate`: writes src/openapi.gen.ts.
import { writeFile } from 'node:fs/promises';
import { GENERATED_URL, generateTypes } from './generateTypes.ts';

await writeFile(GENERATED_URL, await generateTypes());
process.stdout.write(`wrote ${GENERATED_URL.pathname}\n`);
