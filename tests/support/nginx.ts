import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX = "/usr/sbin/nginx";

/**
 * The proxy configuration of the README's example, for replicas on loopback: round robin,
 * the address the browser used passed on (Host, X-Forwarded-*), and a request retried on the
 * next replica when one refuses connections (as a stopping replica does).
 */
export function nginxConfig({ dir, port, replicas }: { dir: string; port: number; replicas: number[] }): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream flexmarket {
${replicas.map((replica) => `    server 127.0.0.1:${replica} max_fails=1 fail_timeout=5s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://flexmarket;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`;
}

export type RunningNginx = { url: string; stop: () => Promise<void> };

export async function startNginx(port: number, replicas: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "flexmarket-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, port, replicas }));
  const check = spawnSync(NGINX, ["-t", "-q", "-p", dir, "-c", conf]);
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      }),
  };
}
