/** The parts of scripts/nginx.mjs the TypeScript tests use. */
export interface RunningNginx {
  origin: string;
  /** Its temp dir: nginx.conf, and nginx.pid (the master's pid) once it answers. */
  dir: string;
  stop(): Promise<void>;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

export declare function startNginx(options: {
  root: string;
  port: number;
  host?: string;
  accessLog?: boolean;
}): Promise<RunningNginx>;
