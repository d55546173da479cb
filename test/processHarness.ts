// Runs Cardplan as a real child process (npm start, or node on a bundle of the server), the way an operator would.
import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '../server/freePort';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends SIGTERM to the process group; resolves with the exit code once every process in it is gone. */
  stop(): Promise<number | null>;
}

export async function startProcess(
  command: string[],
  env: Record<string, string | undefined>,
  port: number,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete fullEnv[key];
  const child = spawn(command[0]!, command.slice(1), {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // 'close': the child exited and so did every process holding its output (npm start's grandchild, the server).
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => output,
    async stop() {
      // The whole process group: npm start runs the server as a grandchild.
      process.kill(-child.pid!, 'SIGTERM');
      return closed;
    },
  };
}
