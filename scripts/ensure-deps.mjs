#!/usr/bin/env node
// Runs before `npm start` and `npm test` (package.json): installs the dependencies when they are
// missing or do not match package-lock.json, so a fresh clone needs only those two commands.
// Node's own modules only: nothing here may need what it is about to install.
//
// "Match" is npm's own record of what it installed (node_modules/.package-lock.json): every
// package the lockfile requires must be there in the locked version. A pull that changed the
// lockfile therefore reinstalls once; an unchanged tree costs a JSON read and a look at each package's folder (~50 ms).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Why the installed tree does not match the lockfile, or null when it does. `present(path)` says
 * whether the package's folder is really there (npm's record can outlive a deleted folder).
 */
export function staleReason(lock, installed, present = () => true) {
  if (!installed) return 'no dependencies installed yet';
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (path === '' || entry.link || entry.optional || entry.peer) continue;
    if (!path.includes('node_modules/')) continue; // a workspace's own folder
    const have = installed.packages?.[path];
    if (!have || !present(path)) return `${path} is missing`;
    if (entry.version && have.version !== entry.version) return `${path} is ${have.version}, the lockfile says ${entry.version}`;
  }
  return null;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = readJson(join(root, 'package-lock.json'));
  const reason = staleReason(lock, readJson(join(root, 'node_modules', '.package-lock.json')), (path) =>
    existsSync(join(root, path, 'package.json')),
  );
  if (reason) {
    console.log(`vuoro: installing dependencies (npm ci): ${reason}.`);
    const started = Date.now();
    const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('vuoro: npm ci failed.');
      process.exit(r.status ?? 1);
    }
    console.log(`vuoro: dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
}
