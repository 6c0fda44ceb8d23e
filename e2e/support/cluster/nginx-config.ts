/** Where the cluster's nginx listens and whom it balances between. */
export type NginxLayout = {
  /** A folder of its own for temp files, the pid and logs. */
  dir: string;
  middlewarePort: number;
  servicePort: number;
  /** Ports of the middleware processes, and of the utilities services. */
  middlewares: readonly string[];
  services: readonly string[];
};

/**
 * nginx in front of the cluster, in the foreground: the middleware processes behind one port
 * (web app and API), the services behind another. A request that cannot reach a process (it was
 * killed) goes to the next one, even a POST: it never arrived. Bodies and answers stream through
 * unbuffered (uploads, downloads, server-sent answers); no body size limit (the hosts have theirs).
 */
export function nginxConfig(layout: NginxLayout): string {
  const upstream = (name: string, ports: readonly string[]) =>
    `  upstream ${name} {\n${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}\n    keepalive 16;\n  }`;
  const server = (port: number, name: string) => `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${name};
      proxy_next_upstream error timeout http_502 non_idempotent;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Connection "";
    }
  }`;
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${layout.dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${layout.dir}/body;
  proxy_temp_path ${layout.dir}/proxy;
  fastcgi_temp_path ${layout.dir}/fastcgi;
  uwsgi_temp_path ${layout.dir}/uwsgi;
  scgi_temp_path ${layout.dir}/scgi;
  client_max_body_size 0;
  proxy_http_version 1.1;
  proxy_request_buffering off;
  proxy_buffering off;
  proxy_read_timeout 300s;
  proxy_send_timeout 300s;
${upstream('middleware', layout.middlewares)}
${upstream('service', layout.services)}
${server(layout.middlewarePort, 'middleware')}
${server(layout.servicePort, 'service')}
}
`;
}
