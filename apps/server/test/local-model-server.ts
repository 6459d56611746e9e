/**
 * A local OpenAI-compatible HTTP server for tests and benchmarks: POST /v1/chat/completions,
 * streamed (SSE chunks) or whole, exactly as Ollama, vLLM or llama.cpp answer it. It records
 * every request so tests can read each prompt the model was sent, and can be told to fail,
 * rate-limit or stall. The server under test talks to it through the real provider layer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
  /** Every message's text joined: what the model saw. */
  promptText: string;
}

export type ModelBehaviour =
  | { kind: 'reply'; text: (request: RecordedRequest) => string; pieces?: number; firstTokenDelayMs?: number; pieceDelayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'stall' };

export interface LocalModelServer {
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behaviour: ModelBehaviour): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === 'object' && p && 'text' in p ? String(p.text) : '')).join('');
  return '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function splitInto(text: string, pieces: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

export async function startLocalModelServer(initial: ModelBehaviour = { kind: 'reply', text: () => 'Hello from the local model.' }): Promise<LocalModelServer> {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  const stalled = new Set<() => void>();

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = await readJson(req);
    const messages = ((body.messages as Array<{ role: string; content: unknown }>) ?? []).map((m) => ({ role: m.role, content: textOf(m.content) }));
    const recorded: RecordedRequest = { model: String(body.model), stream: body.stream === true, messages, promptText: messages.map((m) => m.content).join('\n') };
    requests.push(recorded);
    const now = behaviour;

    if (now.kind === 'stall') {
      // Never answers; released when the client gives up or the server closes.
      await new Promise<void>((resolve) => {
        stalled.add(resolve);
        req.on('close', () => resolve());
      });
      res.destroy();
      return;
    }
    if (now.kind === 'status') {
      res.writeHead(now.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(now.body ?? { error: { message: `status ${now.status}`, type: 'test_error' } }));
      return;
    }

    const text = now.text(recorded);
    const base = { id: 'chatcmpl-local', created: Math.floor(Date.now() / 1000), model: recorded.model };
    if (!recorded.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    if (now.firstTokenDelayMs) await sleep(now.firstTokenDelayMs);
    const pieces = splitInto(text, now.pieces ?? 4);
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && now.pieceDelayMs) await sleep(now.pieceDelayMs);
      if (res.destroyed) return;
      res.write(chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }));
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  };
  const server: Server = createServer((req, res) => {
    // node:http drops a listener's promise: a request that fails here is cut off instead of left hanging unhandled.
    respond(req, res).catch(() => res.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const release of stalled) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
