// Debian's nginx for the tests, run as a plain process under a temporary prefix, with a throwaway
// certificate. Free ports and waiting for a port are tests/helpers/ports.ts; starting and stopping
// child servers, tests/helpers/serve-process.ts.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../pipeline/outputs/host-config.ts';
import type { BuildResult } from '../../pipeline/build.ts';
import { freePort, waitForPort } from './ports.ts';

export const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

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
    upstream, certificateDir: path.join(work, 'ssl'), accessLog: path.join(work, 'site-access.log'),
  }));
  const conf = path.join(work, 'nginx.conf');
  fs.writeFileSync(conf, wrapper(work, siteConf));
  const verdict = nginxTest(work, conf);
  if (!/test is successful\s*exit 0$/.test(verdict)) throw new Error(`nginx -t refused the generated config: ${verdict}`);
  const child = spawn(NGINX, ['-p', work, '-c', conf, '-e', path.join(work, 'error.log')], { stdio: 'ignore' });
  await waitForPort(httpsPort, path.join(work, 'error.log'));
  return { child, httpsPort, httpPort };
}

