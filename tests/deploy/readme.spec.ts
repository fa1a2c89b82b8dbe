// deploy/README.md's nginx step is the one the deploy test takes: the same script, run as the README writes it,
// and nginx accepts what it writes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { NGINX_SITE_SCRIPT, nginxPrefix, nginxSite } from './stack';

/** The shell lines of the README section that starts with `heading`. */
function commandsOf(heading: string): string[] {
  const readme = fs.readFileSync('deploy/README.md', 'utf8');
  const section = readme.slice(readme.indexOf(`\n${heading}\n`));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  expect(block, `a sh block under ${heading}`).toBeDefined();
  return block!.split('\n').filter((line) => line.trim() && !line.trimStart().startsWith('#'));
}

test('step 6 fills nginx.conf with the deploy test’s script, and nginx -t accepts the result as written', () => {
  const commands = commandsOf('## 6. nginx');
  // a hand-written sed also filled the placeholders' own comment lines: nginx -t then failed on a stray "server"
  expect(commands.filter((line) => /\bsed\b/.test(line))).toEqual([]);
  const line = commands.find((c) => c.startsWith(`${NGINX_SITE_SCRIPT} `));
  expect(line).toMatch(/ > \/etc\/nginx\/sites-available\/lesefunke$/);
  const args = line!.replace(/ > \S+$/, '').split(/\s+/).slice(1);
  expect(args).toEqual(['lesefunke.example.org', '/srv/lesefunke/media', '3001', '3002']);

  const site = nginxSite(args, '127.0.0.1:8080');
  // the comments keep naming the placeholders; every configuration line has its value
  expect(site).toContain('#   __UPSTREAMS__    one `server 127.0.0.1:PORT max_fails=1 fail_timeout=10s;` per instance');
  expect(site).toContain('    server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;\n    server 127.0.0.1:3002 max_fails=1 fail_timeout=10s;\n');
  expect(site).toContain('    server_name lesefunke.example.org;');
  expect(site).toContain('        alias /srv/lesefunke/media/;');
  const { prefix } = nginxPrefix(site);
  fs.rmSync(prefix, { recursive: true, force: true });
});

test('the script refuses in German what nginx could not take', () => {
  const refusal = (...args: string[]) => {
    try {
      execFileSync(NGINX_SITE_SCRIPT, args, { stdio: 'pipe' });
    } catch (err) {
      return { status: (err as { status: number }).status, stderr: String((err as { stderr: Buffer }).stderr) };
    }
    throw new Error(`${NGINX_SITE_SCRIPT} ${args.join(' ')} was accepted`);
  };
  expect(refusal('lesefunke.example.org', '/srv/lesefunke/media')).toEqual({
    status: 2,
    stderr: expect.stringContaining('Aufruf: deploy/nginx-site.sh <servername> <media-ordner> <port> [<port> …]'),
  });
  expect(refusal('lesefunke.example.org', 'media', '3001').stderr).toBe('Media-Ordner „media“: bitte absolut angeben (MEDIA_DIR aus lesefunke.env)\n');
  expect(refusal('lesefunke.example.org', '/srv/my media', '3001').stderr).toMatch(/^Media-Ordner „\/srv\/my media“: Leerzeichen/);
  expect(refusal('lesefunke.example.org;', '/srv/lesefunke/media', '3001').stderr).toMatch(/^Servername „lesefunke\.example\.org;“: nur Buchstaben/);
  expect(refusal('lesefunke.example.org', '/srv/lesefunke/media', '3001', '70000').stderr).toBe('Port 70000 liegt nicht zwischen 1 und 65535\n');
});
