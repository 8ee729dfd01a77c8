// `pnpm tenant:new <id> [--name "Client name"] [--color "#0052cc"] [--host client.example.com]`:
// scaffolds tenants/<id>/ and validates it with the checks `npm test` runs on every tenant.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { scaffoldTenant } from './scaffold.ts';
import { TENANTS_DIR, readTenantFolder } from './tenantFolder.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, color: { type: 'string' }, host: { type: 'string' } },
});
const id = positionals[0];
if (!id || positionals.length > 1) {
  process.stderr.write('usage: pnpm tenant:new <id> [--name "Client name"] [--color "#0052cc"] [--host host]\n');
  process.exit(2);
}
try {
  const folder = scaffoldTenant(TENANTS_DIR, {
    id,
    ...(values.name === undefined ? {} : { name: values.name }),
    ...(values.color === undefined ? {} : { primaryColor: values.color }),
    ...(values.host === undefined ? {} : { host: values.host }),
  });
  const report = readTenantFolder(id);
  for (const w of report.warnings) process.stdout.write(`warning: ${w.message}\n`);
  if (report.problems.length > 0) {
    process.stderr.write(`${report.problems.join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `Created ${relative(process.cwd(), folder) || folder}. Next: edit tenant.json (name, host, languages, config),\n` +
      'theme.json, the logos, the CMS files and the starter pages in cms/pages/ (have them reviewed);\n' +
      '`npm test` validates the folder.\n',
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
