#!/usr/bin/env node
/**
 * Commands run side by side, each line of their output marked with its name.
 *
 * As a script, `node scripts/sideBySide.mjs test:nginx test:engines` runs those npm scripts at
 * once (npm test's last step: the nginx journeys and the engine journeys use their own ports and
 * builds, and each spends part of its time waiting on a server or a browser, so together they
 * take less than one after the other). Exits 1 when any of them failed, after all have ended.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** Runs `command` with `args`; resolves to its exit status, its lines marked `[name]`. */
export function runMarked(name, command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: 'pipe' });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    child.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      done(1);
    });
    child.on('exit', (status) => done(status ?? 1));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const scripts = process.argv.slice(2);
  const began = Date.now();
  const codes = await Promise.all(
    scripts.map(async (script) => {
      const status = await runMarked(script, 'npm', ['run', '--silent', script]);
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      console.log(
        `[${script}] ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s`,
      );
      return status;
    }),
  );
  process.exit(codes.every((status) => status === 0) ? 0 : 1);
}
