// Debian's nginx for the tests, run as a plain process under a temporary prefix, and the small
// pieces around it: free ports, a throwaway certificate, waiting for a server to start.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nginxConf } from '../../pipeline/outputs/host-config.ts';
import type { BuildResult } from '../../pipeline/build.ts';

export const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A throwaway self-signed certificate where the config expects one. */
export function makeCertificate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')], { stdio: 'ignore' });
}

/** nginx's main config around the generated file, everything under the temporary prefix. */
export function wrapper(prefix: string, siteConf: string): string {
  const asRoot = process.getuid?.() === 0;
  return [
    `load_module ${BROTLI_MODULE};`,
    // As root nginx would run its workers as nobody, who may not read the test's private folder.
    asRoot ? 'user root root;' : '',
    'daemon off;', 'worker_processes 1;', `pid ${prefix}/nginx.pid;`, `error_log ${prefix}/error.log;`,
    'events { worker_connections 128; }',
    'http {',
    '  include /etc/nginx/mime.types;', '  default_type application/octet-stream;', `  access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
    `  include ${siteConf};`,
    '}', '',
  ].join('\n');
}

/** `nginx -t`: its verdict (nginx writes it to standard error), with the exit status. */
export function nginxTest(prefix: string, conf: string): string {
  const run = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}exit ${run.status}`;
}

export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}: ${out}`)));
  });
}

export async function waitForPort(port: number, errorLog: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '(no error log)'}`);
}


/**
 * The site's generated nginx config (with loopback ports and the test's certificate in place of
 * the production ones), checked with `nginx -t` and run in front of `upstream`; resolves once it
 * listens. `work` must already hold the certificate (makeCertificate(`${work}/ssl`)).
 */
export async function startGeneratedNginx(work: string, built: BuildResult, upstream: string | string[]): Promise<{ child: ChildProcess; httpsPort: number; httpPort: number }> {
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const siteConf = path.join(work, 'site.conf');
  fs.writeFileSync(siteConf, nginxConf(built.site, built.routes, {
    https: [`127.0.0.1:${httpsPort} ssl http2`], http: [`127.0.0.1:${httpPort}`], root: built.outDir,
    upstream, certificateDir: path.join(work, 'ssl'),
  }));
  const conf = path.join(work, 'nginx.conf');
  fs.writeFileSync(conf, wrapper(work, siteConf));
  const verdict = nginxTest(work, conf);
  if (!/test is successful\s*exit 0$/.test(verdict)) throw new Error(`nginx -t refused the generated config: ${verdict}`);
  const child = spawn(NGINX, ['-p', work, '-c', conf, '-e', path.join(work, 'error.log')], { stdio: 'ignore' });
  await waitForPort(httpsPort, path.join(work, 'error.log'));
  return { child, httpsPort, httpPort };
}

/** SIGTERM, and wait for the exit (at once if the process is gone already). */
export function stopChild(child: ChildProcess | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
