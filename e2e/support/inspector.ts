import WebSocket from 'ws';
import type { Cluster, Instance } from './scale-out';

/** A connection to a Node.js inspector (the Chrome DevTools Protocol). */
export class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  static connect(url: string): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Inspector(socket)));
      socket.once('error', reject);
    });
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.socket.close();
  }
}

export interface Memory {
  heapUsed: number;
  rss: number;
}

/** The server's heap after a full garbage collection, and its resident set. */
export async function memoryAfterGc(inspector: Inspector): Promise<Memory> {
  // Twice: objects kept alive by finalizers or weak callbacks go in the second pass.
  await inspector.send('HeapProfiler.collectGarbage');
  await inspector.send('HeapProfiler.collectGarbage');
  const { result } = await inspector.send<{ result: { value: string } }>('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  });
  return JSON.parse(result.value) as Memory;
}

/** A `next start` instance of the cluster with the Node.js inspector open on a free loopback port. */
export async function startInspectable(
  cluster: Cluster,
  name: string,
  env: Record<string, string>,
): Promise<{ instance: Instance; inspector: Inspector }> {
  const instance = await cluster.startInstance(name, {
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:0`.trim(),
  });
  const debuggerUrl = instance
    .lines()
    .map((line) => /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1])
    .find(Boolean);
  if (!debuggerUrl) throw new Error(`No inspector address in ${instance.log}`);
  return { instance, inspector: await Inspector.connect(debuggerUrl) };
}
