#!/usr/bin/env node
// Completes package-lock.json for `npm ci` on these machines. Their npm omits download addresses
// from lock files, and their registry mirror does not serve some other platforms' binaries
// (@pagefind/darwin-arm64, @rollup/rollup-win32-x64-msvc, ...), so npm cannot record those
// optional packages, and `npm ci` then rejects the lock. This adds an entry for each missing
// optional package (its version from the parent's declaration, its os/cpu/libc from its name), which
// npm ci skips on any other platform, exactly as it would with a full entry. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const OS = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  android: 'android',
  openharmony: 'openharmony',
  sunos: 'sunos',
  netbsd: 'netbsd',
  aix: 'aix',
};
const CPU = { x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', mips64el: 'mips64el' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((p) => OS[p]).find(Boolean);
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return os && cpu ? { os: [os], cpu: [cpu], ...(os === 'linux' && libc ? { libc: [libc] } : {}) } : null;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name}: cannot tell its platform from its name; add it by hand.`);
    lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform package(s).`);
