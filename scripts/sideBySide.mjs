/**
 * Commands run side by side, each line of their output marked with its name: npm test's stages
 * (scripts/test.mjs) and the two engines of test:engines (scripts/engines.mjs).
 */
import { spawn } from 'node:child_process';
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
