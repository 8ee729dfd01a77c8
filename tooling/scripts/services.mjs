// Services the integration tests talk to: PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
// The project's machines start both before each session; on a fresh Debian machine where they do
// not answer, `npm test` installs Debian's packages and starts them (it runs as root there).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';

/** Whether something accepts TCP connections on host:port within `timeoutMs`. */
export function answers(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(port, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (await answers(port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

function canInstall() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    run('apt-get', ['update']);
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

/** Makes sure PostgreSQL answers on 127.0.0.1:5432 with trust auth for local TCP; returns a log line. */
export async function ensurePostgres() {
  if (await answers(5432)) return 'PostgreSQL answers on 127.0.0.1:5432';
  if (!canInstall()) {
    throw new Error(
      'PostgreSQL does not answer on 127.0.0.1:5432 and this is not root on Debian, so it cannot be installed.',
    );
  }
  if (!existsSync('/usr/bin/pg_ctlcluster')) aptInstall(['postgresql']);
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  const trust =
    '# talent-portal tests: trust loopback TCP\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n';
  const current = readFileSync(hba, 'utf8');
  // Rules are read top-down: the trust lines must come before the default password rules.
  if (!current.includes('talent-portal tests')) writeFileSync(hba, trust + current);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload'], { stdio: 'inherit' });
  if (!(await waitFor(5432, 30))) throw new Error('PostgreSQL was installed but does not answer on 127.0.0.1:5432.');
  return `PostgreSQL ${version} installed and started`;
}

/** Makes sure Redis answers on 127.0.0.1:6379; returns a log line. */
export async function ensureRedis() {
  if (await answers(6379)) return 'Redis answers on 127.0.0.1:6379';
  if (!canInstall())
    throw new Error(
      'Redis does not answer on 127.0.0.1:6379 and this is not root on Debian, so it cannot be installed.',
    );
  if (!existsSync('/usr/bin/redis-server')) aptInstall(['redis-server']);
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  if (!(await waitFor(6379, 15))) throw new Error('Redis was installed but does not answer on 127.0.0.1:6379.');
  return 'Redis installed and started';
}
