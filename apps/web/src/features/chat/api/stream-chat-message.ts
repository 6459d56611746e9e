/**
 * POST /api/chat/stream: the reply arrives as server-sent events (start, delta..., done | error).
 * The request goes through the shared client's apiResponse (token, silent renewal, retries of
 * network failures before an answer, error texts, 401 handling); this file only reads the body as
 * it arrives. Repeating a send is safe: the clientMessageId makes the server answer it once.
 */
import type { ChatBody, ChatReply, ChatStreamEvent } from '@booktutor/contracts/chat';
import { LIMITS } from '@booktutor/contracts/limits';
import { ApiError, networkFailure } from '../../../lib/api-error';
import { apiResponse } from '../../../lib/api-client';

export interface StreamHandlers {
  onDelta: (text: string) => void;
}

function parseFrame(frame: string): ChatStreamEvent | null {
  const event = /^event: (\w+)$/m.exec(frame)?.[1];
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  if (!event || data === undefined) return null;
  return { event, data: JSON.parse(data) as unknown } as ChatStreamEvent;
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
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Once the answer has started, the timeout counts from the last piece received, so a long reply is never cut off.
  const watchdog = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), LIMITS.userRequestTimeoutMs);
  };
  try {
    const response = await apiResponse('/chat/stream', { method: 'POST', body, headers: { accept: 'text/event-stream' }, signal: controller.signal });
    watchdog();
    return await readEvents(response, handlers, watchdog);
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof ApiError && error.kind === 'http')) throw networkFailure('timeout');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
