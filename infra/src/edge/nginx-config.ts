/**
 * The production nginx configuration (deploy/nginx) rendered to run on this machine: the same
 * files with the gateway's address, the listening ports and the paths moved into one scratch
 * directory. Used by the config test (`nginx -t`) and by `npm run bench:results` to measure
 * lookups through the edge exactly as configured for production.
 */
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../build-node.ts';

const SOURCE = path.join(ROOT, 'deploy/nginx');

export interface RenderedNginx {
  dir: string;
  configFile: string;
}

export function renderNginxConfig(options: {
  dir: string;
  gateway: string;
  httpPort: number;
  /** The access log edge-metrics reads (a file path); without it, no access log at all. */
  edgeLog?: string;
  /** Render HTTPS too, with this certificate and key (and plain HTTP redirecting). */
  tls?: { httpsPort: number; certificate: string; key: string };
}): RenderedNginx {
  const include = path.join(options.dir, 'dalil');
  mkdirSync(include, { recursive: true });
  mkdirSync(path.join(options.dir, 'cache'), { recursive: true });
  // nginx's workers drop root for an unprivileged user: they must be able to write the cache.
  chmodSync(options.dir, 0o777);
  chmodSync(path.join(options.dir, 'cache'), 0o777);
  const rewrite = (text: string) =>
    text
      .replaceAll('/etc/nginx/dalil/', `${include}/`)
      .replaceAll('/var/cache/nginx/', `${path.join(options.dir, 'cache')}/`)
      .replaceAll('/tmp/nginx', `${options.dir}/nginx`)
      .replace('pid /tmp/nginx.pid', `pid ${options.dir}/nginx.pid`)
      .replace('server gateway:8080', `server ${options.gateway}`)
      .replace('access_log /var/log/dalil/edge.log', options.edgeLog ? `access_log ${options.edgeLog}` : 'access_log off; #')
      .replaceAll('listen 80 default_server', `listen 127.0.0.1:${options.httpPort} default_server`)
      .replaceAll('listen [::]:80 default_server;', '')
      .replaceAll('listen 443 ssl', `listen 127.0.0.1:${options.tls?.httpsPort ?? 443} ssl`)
      .replaceAll('listen [::]:443 ssl http2;', '')
      .replaceAll('/etc/nginx/certs/fullchain.pem', options.tls?.certificate ?? '')
      .replaceAll('/etc/nginx/certs/privkey.pem', options.tls?.key ?? '');
  writeFileSync(path.join(include, 'api-cache.conf'), rewrite(readFileSync(path.join(SOURCE, 'api-cache.conf'), 'utf8')));
  if (options.tls) {
    writeFileSync(path.join(include, 'https.conf'), rewrite(readFileSync(path.join(SOURCE, 'https.conf'), 'utf8')));
    copyFileSync(path.join(SOURCE, 'redirect-https.conf'), path.join(include, 'redirect-https.conf'));
  }
  const configFile = path.join(options.dir, 'nginx.conf');
  writeFileSync(configFile, rewrite(readFileSync(path.join(SOURCE, 'nginx.conf'), 'utf8')).replace('include /etc/nginx/mime.types;', `include ${mimeTypes()};`));
  return { dir: options.dir, configFile };
}

/** The mime.types of the nginx on this machine (Debian's, or next to the binary). */
function mimeTypes(): string {
  return '/etc/nginx/mime.types';
}
