import { existsSync } from 'node:fs';
import path from 'node:path';

// Settings of the Redis and the nginx that the tests and the bench start in front of several
// `next start` instances (docs/scale-out.md): loopback only, files in one folder.

/** Debian's redis-server and nginx live in sbin/bin folders that a user's PATH may lack. */
export const systemBinary = (name) => ['/usr/sbin', '/usr/bin'].map((dir) => path.join(dir, name)).find(existsSync) ?? name;

/** redis-server arguments: a cache only (nothing saved to disk), on 127.0.0.1:port. */
export const redisArgs = (port, dir) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--dir',
  dir,
  '--save',
  '',
  '--appendonly',
  'no',
  '--logfile',
  path.join(dir, 'redis.log'),
];

/** An nginx of its own in `prefix`, in the foreground, its temporary files there too, running the `http` block's body. */
const nginxIn = (prefix, http) => `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}}
`;

/**
 * nginx.conf of a round-robin load balancer on 127.0.0.1:port, all its files under prefix; with `tls` (PEM files)
 * it ends TLS, as operators run it. It passes the headers an operator's proxy sends. Host keeps the port, as this
 * one listens on a loopback port rather than 443.
 * @param {{ port: number, prefix: string, upstreams: string[], tls?: { certificate: string, key: string } }} options
 */
export const nginxConfig = ({ port, prefix, upstreams, tls }) =>
  nginxIn(
    prefix,
    `  upstream site {
${upstreams.map((host) => `    server ${host};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port}${tls ? ' ssl' : ''};
${tls ? `    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};\n` : ''}    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
`,
  );

/** nginx serving the files of `root` as they are: the bench's reference for a page with nothing behind it. */
export const nginxFilesConfig = ({ port, prefix, root }) =>
  nginxIn(
    prefix,
    `  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
`,
  );

/** nginx arguments for a configuration written to prefix/nginx.conf. */
export const nginxArgs = (prefix) => ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
