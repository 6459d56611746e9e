/**
 * A local OpenAI-compatible transcription server for tests: records each request
 * (path, headers, multipart fields, the uploaded file) and answers as the test scripts it.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTranscription {
  path: string;
  headers: IncomingHttpHeaders;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export type Answer = { status: number; body: unknown } | 'hang';

export interface TranscriptionServer {
  baseUrl: string;
  received: ReceivedTranscription[];
  /** What the next requests get; default 200 { text: 'What is chlorophyll?' }. */
  answer: Answer;
  close(): Promise<void>;
}

export async function startTranscriptionServer(): Promise<TranscriptionServer> {
  const state: TranscriptionServer = { baseUrl: '', received: [], answer: { status: 200, body: { text: 'What is chlorophyll?' } }, close: async () => {} };
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://local${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
    const fields: Record<string, string> = {};
    let file: ReceivedTranscription['file'] = null;
    try {
      for (const [name, value] of await request.formData()) {
        if (typeof value === 'string') fields[name] = value;
        else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
    } catch {
      // not multipart: recorded with no fields
    }
    state.received.push({ path: req.url ?? '', headers: req.headers, fields, file });
    const answer = state.answer;
    if (answer === 'hang') return; // never answers; close() cuts the connection
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  };
  const server: Server = createServer((req, res) => {
    // node:http drops a listener's promise: a request that fails here is cut off instead of left hanging unhandled.
    respond(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
