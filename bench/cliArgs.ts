// The command line of a bench script: `pnpm --filter @talent/bench bench:x -- --runs 5` hands the
// script its arguments after a `--` of its own (pnpm 12 passes it on), which `parseArgs` would take
// for the end of the options.
export function cliArgs(): string[] {
  const args = process.argv.slice(2);
  return args[0] === '--' ? args.slice(1) : args;
}
