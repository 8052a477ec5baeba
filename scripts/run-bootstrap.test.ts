/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** npm's log line: its arguments and the node it ran on. */
const npm = (args: string, node: string) => `npm ${args} (node ${node})`;

/**
 * ./run (the README's two commands) in a scratch folder, with stub programs first on PATH that
 * log their arguments: apt-get, sudo, id, node and npm. The package lists are replaced by entries
 * for files of the scratch folder, so nothing here depends on what this machine has installed.
 */
const repo = path.resolve(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'run-bootstrap-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
let scratches = 0;

interface Scratch {
  dir: string;
  /** Each stub call as "program arg…", in order. */
  calls: () => string[];
  run: (options: {
    packages?: string[];
    testPackages?: string[];
    args: string[];
    uid?: number;
    nodeMajor?: number;
  }) => number;
}

function scratch({ installed = true, lockNewer = false } = {}): Scratch {
  const dir = path.join(tmp, `repo-${++scratches}`);
  const stubs = path.join(dir, 'stubs');
  const log = path.join(dir, 'calls.log');
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  fs.mkdirSync(stubs);
  fs.copyFileSync(path.join(repo, 'run'), path.join(dir, 'run'));
  fs.writeFileSync(path.join(dir, '.nvmrc'), '24\n');
  fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');
  fs.writeFileSync(path.join(dir, 'present.file'), '');
  if (installed) {
    const marker = path.join(dir, 'node_modules', '.package-lock.json');
    fs.writeFileSync(marker, '{}');
    const lockTime = new Date(Date.now() - 60_000);
    const markerTime = lockNewer ? new Date(Date.now() - 120_000) : new Date();
    fs.utimesSync(path.join(dir, 'package-lock.json'), lockTime, lockTime);
    fs.utimesSync(marker, markerTime, markerTime);
  }
  const stub = (name: string, line: string, then = '') =>
    fs.writeFileSync(path.join(stubs, name), `#!/bin/bash\necho "${line}" >> ${log}\n${then}\n`, { mode: 0o755 });
  stub('apt-get', 'apt-get $*');
  stub('sudo', 'sudo $*', '"$@"');
  // npm says which node it runs on: the first on PATH.
  stub('npm', 'npm $* (node $(command -v node))');
  return {
    dir,
    calls: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []),
    run({ packages = [], testPackages = [], args, uid = 0, nodeMajor = 24 }) {
      fs.writeFileSync(path.join(stubs, 'id'), `#!/bin/bash\necho ${uid}\n`, { mode: 0o755 });
      fs.writeFileSync(path.join(stubs, 'node'), `#!/bin/bash\necho ${nodeMajor}\n`, { mode: 0o755 });
      const list = (entries: string[]) => entries.map((p) => `'${p}'`).join(' ');
      const script = `source ./run; BUILD_PACKAGES=(${list(packages)}); TEST_PACKAGES=(${list(testPackages)}); main "$@"`;
      const result = spawnSync('bash', ['-c', script, 'run', ...args], {
        cwd: dir,
        env: { NODE_ENV: 'test', HOME: dir, XDG_CACHE_HOME: path.join(dir, 'cache'), PATH: `${stubs}:/usr/bin:/bin` },
        encoding: 'utf8',
      });
      return result.status ?? -1;
    },
  };
}

test('with everything there it goes straight to the npm script, passing the arguments on', () => {
  const s = scratch();
  const packages = [`present-package /nowhere ${s.dir}/present.file`, 'another-package bash'];
  expect(s.run({ packages, args: ['test:unit', '-w', '1'] })).toBe(0);
  expect(s.calls()).toEqual([npm('run test:unit -- -w 1', `${s.dir}/stubs/node`)]);
});

test('a missing package is installed with apt-get: as root directly, else through sudo', () => {
  const packages = (s: Scratch) => [
    `present-package ${s.dir}/present.file`,
    `missing-package ${s.dir}/missing.file no-such-command`,
    'another-missing-package no-such-command',
  ];
  const asRoot = scratch();
  expect(asRoot.run({ packages: packages(asRoot), args: ['start'] })).toBe(0);
  expect(asRoot.calls()).toEqual([
    'apt-get update',
    'apt-get install -y missing-package another-missing-package',
    npm('run start --', `${asRoot.dir}/stubs/node`),
  ]);
  const asUser = scratch();
  expect(asUser.run({ packages: packages(asUser), args: ['start'], uid: 1000 })).toBe(0);
  expect(asUser.calls().slice(0, 4)).toEqual([
    'sudo env DEBIAN_FRONTEND=noninteractive apt-get update',
    'apt-get update',
    'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y missing-package another-missing-package',
    'apt-get install -y missing-package another-missing-package',
  ]);
});

test("the suite's packages are installed for the test scripts only", () => {
  const testPackages = ['browser no-such-browser'];
  const build = scratch();
  expect(build.run({ testPackages, args: ['build'] })).toBe(0);
  expect(build.calls()).toEqual([npm('run build --', `${build.dir}/stubs/node`)]);
  const e2e = scratch();
  expect(e2e.run({ testPackages, args: ['test:e2e'] })).toBe(0);
  expect(e2e.calls()).toEqual([
    'apt-get update',
    'apt-get install -y browser',
    npm('run test:e2e --', `${e2e.dir}/stubs/node`),
  ]);
});

test('npm ci runs when node_modules is missing or older than package-lock.json', () => {
  for (const s of [scratch({ installed: false }), scratch({ lockNewer: true })]) {
    expect(s.run({ args: ['start'] })).toBe(0);
    const node = `${s.dir}/stubs/node`;
    expect(s.calls()).toEqual([
      npm('--version', node),
      npm('ci --no-audit --no-fund', node),
      npm('run start --', node),
    ]);
  }
});

test("another Node major takes the cached Node of .nvmrc's major first on PATH", () => {
  const s = scratch();
  const cached = path.join(s.dir, 'cache', 'reporting-awards', `node-24.21.0-linux-${arch}`, 'bin');
  fs.mkdirSync(cached, { recursive: true });
  fs.writeFileSync(path.join(cached, 'node'), '#!/bin/bash\necho 24\n', { mode: 0o755 });
  expect(s.run({ args: ['lint'], nodeMajor: 20 })).toBe(0);
  expect(s.calls()).toEqual([npm('run lint --', `${cached}/node`)]);
});

test('without a script it prints its usage and fails', () => {
  const s = scratch();
  expect(s.run({ args: [] })).toBe(2);
  expect(s.calls()).toEqual([]);
});
