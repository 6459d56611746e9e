/**
 * Server-sent events for POST /api/chat/stream. Events in order: `start` (the stored user
 * message), `delta` (text pieces as the model sends them), then `done` (the whole reply, as
 * POST /api/chat answers) or `error` (the error body the JSON route would have sent).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatReply, ChatStreamEvent } from '@booktutor/contracts/chat';
import { MSG } from '@booktutor/contracts/messages';
import { AppError } from '../../lib/errors';
import type { PreparedTurn, RunOptions } from './service';

export function sseFrame({ event, data }: ChatStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function streamTurn(request: FastifyRequest, reply: FastifyReply, turn: PreparedTurn, run: (options: RunOptions) => Promise<ChatReply>) {
  const closed = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) closed.abort(new Error('client went away'));
  });
  reply.hijack();
  // Headers set by plugins on this reply (security headers) go out with the stream's own.
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no', // proxies such as nginx must not hold the pieces back
  });
  const send = (frame: ChatStreamEvent) => {
    if (!closed.signal.aborted) reply.raw.write(sseFrame(frame));
  };
  send({ event: 'start', data: { userMessageId: turn.userMessage.id } });
  try {
    const done = await run({ onDelta: (text) => send({ event: 'delta', data: { text } }), signal: closed.signal });
    send({ event: 'done', data: done });
  } catch (error) {
    if (error instanceof AppError) {
      send({ event: 'error', data: { message: error.message, code: error.code, status: error.status } });
    } else {
      request.log.error({ err: error }, 'chat stream failed');
      send({ event: 'error', data: { message: MSG.generic.server, code: 'server_error', status: 500 } });
    }
  } finally {
    reply.raw.end();
  }
}
