// Runs npm scripts side by side and fails if any fails: `node scripts/together.mjs lint typecheck`.
// `npm test` checks with it: eslint and tsc each use one core, and CI has two. Each script's output is printed
// whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const runs = process.argv.slice(2).map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n> ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} after ${seconds} s\n${Buffer.concat(output).toString()}`);
        resolve(code === 0);
      });
    }),
);
process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
