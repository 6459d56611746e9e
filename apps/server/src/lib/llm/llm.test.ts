/** The provider layer against a real OpenAI-compatible HTTP server started here. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startLocalModelServer, type LocalModelServer } from '../../../test/local-model-server';
import { createLlm, createLlmFromConfig, type Llm } from './llm';
import { LlmError } from './llm-errors';

let server: LocalModelServer;
let llm: Llm;
beforeAll(async () => {
  server = await startLocalModelServer();
  llm = createLlm({ provider: 'openai-compatible', model: 'tutor-test', baseUrl: server.baseUrl, apiKey: 'local-key', timeoutMs: 1500 });
});
afterAll(async () => {
  await server.close();
});

async function collect(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('the provider layer', () => {
  it('streams the tutor reply piece by piece and sends system prompt, history and model', async () => {
    server.behave({ kind: 'reply', text: () => 'Chlorophyll absorbs light [2].', pieces: 5 });
    const before = server.requests.length;
    const pieces = await collect(
      llm.streamTutorReply({
        system: 'You are BookTutor.',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
          { role: 'user', content: 'What absorbs light?' },
        ],
      }),
    );
    expect(pieces.length).toBeGreaterThanOrEqual(4);
    expect(pieces.join('')).toBe('Chlorophyll absorbs light [2].');
    const sent = server.requests[before]!;
    expect(sent).toMatchObject({ model: 'tutor-test', stream: true });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[0]!.content).toBe('You are BookTutor.');
  });

  it('completes a grading prompt in one call', async () => {
    server.behave({ kind: 'reply', text: () => '{"marks": 1.5, "feedback": "Nearly."}' });
    const text = await llm.completeGrading({ system: 'You are an examiner.', prompt: 'Question: ...' });
    expect(JSON.parse(text)).toEqual({ marks: 1.5, feedback: 'Nearly.' });
    expect(server.requests.at(-1)).toMatchObject({ stream: false });
  });

  it('turns provider errors, rate limits and timeouts into LlmError kinds', async () => {
    server.behave({ kind: 'status', status: 500 });
    expect((await failure(collect(llm.streamTutorReply({ system: 's', messages: [{ role: 'user', content: 'x' }] })))).kind).toBe('unavailable');
    expect((await failure(llm.completeGrading({ system: 's', prompt: 'p' }))).kind).toBe('unavailable');

    server.behave({ kind: 'status', status: 429, body: { error: { message: 'slow down', type: 'rate_limit' } } });
    expect((await failure(collect(llm.streamTutorReply({ system: 's', messages: [{ role: 'user', content: 'x' }] })))).kind).toBe('rate_limited');

    server.behave({ kind: 'stall' });
    const started = Date.now();
    expect((await failure(collect(llm.streamTutorReply({ system: 's', messages: [{ role: 'user', content: 'x' }] })))).kind).toBe('timeout');
    expect((await failure(llm.completeGrading({ system: 's', prompt: 'p' }))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(10_000);

    // A stream that starts and then goes quiet times out too (the watchdog follows every piece).
    server.behave({ kind: 'reply', text: () => 'one two three', pieces: 3, pieceDelayMs: 4000 });
    expect((await failure(collect(llm.streamTutorReply({ system: 's', messages: [{ role: 'user', content: 'x' }] })))).kind).toBe('timeout');
  });

  it('fails cleanly when nothing listens at the address', async () => {
    const nowhere = createLlm({ provider: 'openai-compatible', model: 'm', baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 });
    expect((await failure(nowhere.completeGrading({ system: 's', prompt: 'p' }))).kind).toBe('unavailable');
  });

  it('is built from configuration, or absent for the offline tutor', () => {
    expect(createLlmFromConfig(loadConfig({ DATA_DIR: '/tmp/x' }))).toBeNull();
    const configured = createLlmFromConfig(loadConfig({ DATA_DIR: '/tmp/x', LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3.2', LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }));
    expect(configured?.label).toBe('openai-compatible:llama3.2');
    for (const provider of ['openai', 'anthropic', 'google'] as const) {
      const llmFor = createLlmFromConfig(loadConfig({ DATA_DIR: '/tmp/x', LLM_PROVIDER: provider, LLM_MODEL: 'some-model', LLM_API_KEY: 'k' }));
      expect(llmFor?.label).toBe(`${provider}:some-model`);
    }
  });
});
