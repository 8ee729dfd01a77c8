// The job feed from a file: `pnpm --filter @talent/api import:projects -- --tenant acme --file
// feed.json [--close-missing]`. Opens the database as the server does (same environment, same
// migrations) and imports through the service the HTTP operation `importProjects` uses, in batches
// of the operation's size, so a file and a pushed feed give the same result.
//
// Exit codes: 0 everything imported; 1 some items were rejected (the others are imported, every
// rejection is printed); 2 the run failed: usage, configuration or a file that is unreadable or
// does not match the contract (nothing imported), or a database failure (each batch is its own
// transaction: the batches reported before the failure are committed, re-running is safe).
import type { ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../bootstrap/config.ts';
import { openDatabase } from '../db/client.ts';
import { contractAjv, contractSchemaRef } from '../contract/contract.ts';
import { IMPORT_BATCH_SIZE, importProjectBatch } from '../services/catalog/projectImport.ts';
import { redisGenerations } from '../services/catalog/searchCache.ts';
import type { ProjectImportItem, ProjectImportResult } from '../services/catalog/projectImport.ts';
import { loadTenants } from '../tenants/tenants.ts';
import { Problem } from '../problems.ts';

const USAGE = `Usage: pnpm --filter @talent/api import:projects -- --tenant <id> --file <feed.json> [--close-missing [--force]]

  --tenant <id>      the tenant (a folder of TENANTS_DIR)
  --file <path>      JSON: { "projects": [ …items of the contract's ProjectImportItem… ] } or a bare array
  --close-missing    afterwards close the tenant's ACTIVE/PAUSED projects whose vmsId is not in the file
  --force            with --close-missing: close them even when they are more than IMPORT_MAX_CLOSE_SHARE
                     (default 25 %) of the open projects; without it such a run is refused and writes nothing

The database is the server's (DATABASE_URL, else PGlite in DATA_DIR). Stop a server that uses the
same PGlite directory first: embedded PGlite is single-process.`;

/** A failure that ends the run before anything is written. */
class UsageError extends Error {}

/** Validates feed items against the contract's `ProjectImportItem`, with the server's Ajv settings. */
function itemValidator(): (item: unknown) => readonly ErrorObject[] {
  const ajv = contractAjv({ allErrors: true, useDefaults: true, coerceTypes: false });
  const validate = ajv.compile(contractSchemaRef('ProjectImportItem'));
  return (item) => (validate(item) ? [] : (validate.errors ?? []));
}

/** The items of a feed file; every shape problem of the file is collected before giving up. */
function readFeed(file: string): ProjectImportItem[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(data) ? data : (data as { projects?: unknown } | null)?.projects;
  if (!Array.isArray(items)) throw new UsageError(`${file}: expected { "projects": [ … ] } or an array of projects`);
  if (!Array.isArray(data)) {
    const extra = Object.keys(data as object).filter((key) => key !== 'projects');
    if (extra.length > 0)
      throw new UsageError(`${file}: unknown top-level field(s) ${extra.join(', ')} (use --close-missing to close)`);
  }
  const validate = itemValidator();
  const problems: string[] = [];
  const firstIndex = new Map<string, number>();
  items.forEach((item: unknown, index) => {
    const vmsId = (item as { vmsId?: unknown } | null)?.vmsId;
    const label = `projects[${index}]${typeof vmsId === 'string' ? ` (vmsId ${vmsId})` : ''}`;
    for (const error of validate(item)) {
      const extra = error.keyword === 'additionalProperties' ? ` "${String(error.params['additionalProperty'])}"` : '';
      problems.push(`${label}${error.instancePath || ''}: ${error.message ?? error.keyword}${extra}`);
    }
    if (typeof vmsId === 'string') {
      const first = firstIndex.get(vmsId);
      if (first !== undefined) problems.push(`${label}: the same vmsId as projects[${first}]`);
      else firstIndex.set(vmsId, index);
    }
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    throw new UsageError(`${file} does not match the contract; nothing imported:\n  ${shown.join('\n  ')}${more}`);
  }
  return items as ProjectImportItem[];
}

async function main(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      // `pnpm run x -- --flag` may hand the `--` through.
      args: argv.filter((arg) => arg !== '--'),
      options: {
        tenant: { type: 'string' },
        file: { type: 'string' },
        'close-missing': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!args.tenant || !args.file) throw new UsageError(`--tenant and --file are required.\n\n${USAGE}`);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const tenants = loadTenants(config.tenantsDir, config.defaultTenant);
  const tenant = tenants.get(args.tenant);
  if (!tenant) {
    const known = tenants
      .list()
      .map((t) => t.id)
      .join(', ');
    throw new UsageError(`Unknown tenant "${args.tenant}" in ${config.tenantsDir} (known: ${known})`);
  }
  if (args.force && !args['close-missing']) throw new UsageError('--force only goes with --close-missing');
  const items = readFeed(args.file);
  const closeMissing = args['close-missing'];
  if (items.length === 0 && closeMissing) {
    throw new UsageError(`${args.file} has no projects: refusing to close every project of ${tenant.id}`);
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const total = { created: 0, updated: 0, unchanged: 0, failed: 0, closed: 0 };
    const rejected: string[] = [];
    const batches = Math.max(1, Math.ceil(items.length / IMPORT_BATCH_SIZE));
    for (let b = 0; b < batches; b++) {
      const offset = b * IMPORT_BATCH_SIZE;
      const batch = items.slice(offset, offset + IMPORT_BATCH_SIZE);
      const last = b === batches - 1;
      // The HTTP protocol for a feed in several batches: close only with the last one, keeping the
      // vmsIds of the earlier ones open.
      const result: ProjectImportResult = await importProjectBatch(
        database.db,
        tenant,
        batch,
        {
          closeMissing: closeMissing && last,
          keepVmsIds: closeMissing && last ? items.slice(0, offset).map((item) => item.vmsId) : undefined,
          force: args.force,
          maxCloseShare: config.importMaxCloseShare,
        },
        new Date(),
      );
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += result[key];
      for (const error of result.errors) {
        const fields = error.fieldErrors.map((f) => `${f.field}: ${f.messages.join(', ')}`).join('; ');
        rejected.push(`projects[${offset + error.index}] (vmsId ${error.vmsId}): ${fields}`);
      }
      if (batches > 1) process.stdout.write(`batch ${b + 1}/${batches}: ${batch.length} items committed\n`);
    }
    process.stdout.write(
      `${tenant.id}: ${items.length} items — created ${total.created}, updated ${total.updated}, unchanged ${total.unchanged}, failed ${total.failed}, closed ${total.closed}\n`,
    );
    // Running servers share their catalog generations in Redis (REDIS_URL): retire their cached
    // searches of this tenant now. Without Redis, their entries age out within SEARCH_CACHE_SECONDS.
    if (config.redisUrl && total.created + total.updated + total.closed > 0) {
      const generations = redisGenerations(config.redisUrl);
      await generations.bump(tenant.id);
      await generations.close();
    }
    if (rejected.length > 0) {
      process.stderr.write(`Rejected items (not imported):\n  ${rejected.join('\n  ')}\n`);
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(
    error instanceof UsageError
      ? `${error.message}\n`
      : error instanceof Problem && error.detail
        ? `Import refused: ${error.detail}\n`
        : `Import failed: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exitCode = 2;
}
