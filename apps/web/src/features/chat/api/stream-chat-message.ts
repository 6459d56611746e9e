/**
 * POST /api/chat/stream: the reply arrives as server-sent events (start, delta..., done | error).
 * Streaming needs the response body as it arrives, which the shared api-client does not give,
 * so this one call uses fetch itself, with the same token, silent renewal, error texts and 401 handling.
 * Network failures before anything arrived are retried with the call policy's back-off: the
 * clientMessageId makes a repeated send safe (the server answers it once).
 */
import type { ChatBody, ChatReply, ChatStreamEvent } from '@booktutor/contracts/chat';
import { LIMITS, retryDelayMs } from '@booktutor/contracts/limits';
import { ApiError, messageForStatus, networkFailure } from '../../../lib/api-error';
import { onSessionEnded } from '../../../lib/api-client';
import { freshToken, renewToken } from '../../../lib/token-refresh';

export interface StreamHandlers {
  onDelta(text: string): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseFrame(frame: string): ChatStreamEvent | null {
  const event = /^event: (\w+)$/m.exec(frame)?.[1];
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  if (!event || data === undefined) return null;
  return { event, data: JSON.parse(data) } as ChatStreamEvent;
}

async function open(body: ChatBody, signal: AbortSignal, token: string | null): Promise<Response> {
  try {
    return await fetch('/api/chat/stream', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal.aborted) throw networkFailure('timeout');
    if (navigator.onLine === false) throw networkFailure('offline');
    throw networkFailure('no-response');
  }
}

async function failFrom(response: Response): Promise<never> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  if (response.status === 401) onSessionEnded('user');
  throw new ApiError(messageForStatus(response.status, body), 'http', response.status, body.code, undefined, body);
}

async function readEvents(response: Response, handlers: StreamHandlers, watchdog: () => void): Promise<ChatReply> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    watchdog();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = parseFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (frame?.event === 'delta') handlers.onDelta(frame.data.text);
      if (frame?.event === 'done') return frame.data;
      if (frame?.event === 'error') throw new ApiError(frame.data.message, 'http', frame.data.status, frame.data.code, undefined, frame.data);
    }
  }
  throw networkFailure('connection-reset');
}

export async function streamChatMessage(body: ChatBody, handlers: StreamHandlers): Promise<ChatReply> {
  for (let retry = 0; ; retry++) {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), LIMITS.userRequestTimeoutMs);
    // The timeout counts from the last piece received, so a long reply is never cut off.
    const watchdog = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), LIMITS.userRequestTimeoutMs);
    };
    try {
      const token = await freshToken('user');
      let response = await open(body, controller.signal, token);
      if (response.status === 401 && token) {
        // Expired or revoked: one silent renewal, then the same message again (its clientMessageId makes that safe).
        const renewed = await renewToken('user', token);
        if (renewed) response = await open(body, controller.signal, renewed);
      }
      if (!response.ok) await failFrom(response);
      return await readEvents(response, handlers, watchdog);
    } catch (error) {
      const beforeAnything = error instanceof ApiError && error.kind !== 'http' && error.kind !== 'offline' && error.kind !== 'connection-reset';
      if (!beforeAnything || retry >= LIMITS.requestMaxRetries) {
        if (controller.signal.aborted && !(error instanceof ApiError && error.kind === 'http')) throw networkFailure('timeout');
        throw error;
      }
      await sleep(retryDelayMs(retry + 1));
    } finally {
      clearTimeout(timer);
    }
  }
}
