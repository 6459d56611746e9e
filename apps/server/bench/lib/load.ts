/**
 * A bounded closed-loop load generator over loopback: `concurrency` keep-alive clients each
 * send their next request when the previous answer arrives, until `requests` are done.
 * Latency is measured per request, so percentiles are exact (no histogram buckets).
 */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** How many answers had each status other than 200 (0: no answer). */
  failures: Map<number, number>;
}

export async function runLoad(options: {
  url: string;
  paths: string[];
  /** One set of headers, or several used in turn (e.g. many users' tokens). */
  headers?: Record<string, string> | Array<Record<string, string>>;
  requests: number;
  concurrency: number;
  /** A JSON body per request (by its number): the requests are then POSTs. */
  body?: (request: number) => string;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const failures = new Map<number, number>();
  const failed = (status: number) => {
    errors++;
    failures.set(status, (failures.get(status) ?? 0) + 1);
  };
  const headerSets = Array.isArray(options.headers) ? options.headers : [options.headers ?? {}];
  const once = (path: string, headers: Record<string, string>, body: string | undefined) =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const method = body === undefined ? 'GET' : 'POST';
      const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
      const req = http.request(new URL(path, options.url), { agent, headers: sent, method }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (res.statusCode !== 200) failed(res.statusCode ?? 0);
          resolve();
        });
      });
      req.on('error', () => {
        failed(0);
        resolve();
      });
      req.end(body);
    });
  const client = async () => {
    while (next < options.requests) {
      const i = next++;
      await once(options.paths[i % options.paths.length]!, headerSets[i % headerSets.length]!, options.body?.(i));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: latencies.at(-1) ?? 0, errors, failures };
}

/** The machine's own yardstick, measured in the same run: a node:http hello world. */
export async function measureBaseline(requests: number, concurrency: number) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await runLoad({ url: `http://127.0.0.1:${port}`, paths: ['/'], requests, concurrency });
  } finally {
    server.close();
  }
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;
