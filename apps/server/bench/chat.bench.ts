/**
 * Chat benchmarks, measured on this machine (run: npm run bench, or npx tsx apps/server/bench/chat.bench.ts):
 *
 * 1. Server time per chat turn with the built-in tutor (no model): POST /api/chat through the
 *    whole app (auth, access check, message stored, retrieval or test engine, reply stored),
 *    a mix of tutor questions and test turns. Target: p95 under 20 ms.
 * 2. Latency the server adds to the model's first token when streaming: time to the first
 *    `delta` of POST /api/chat/stream minus the time to the first token when the same local
 *    OpenAI-compatible server is called directly. Target: under 10 ms.
 *
 * Uses an in-memory PGlite database, or PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { createLlm } from '../src/lib/llm/llm';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/factories';
import { createChapter, type TestChapter } from '../test/chapter-factory';
import { startLocalModelServer } from '../test/local-model-server';

const TURNS = Number(process.env.BENCH_CHAT_TURNS ?? 400);
const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 60);
const MODEL_FIRST_TOKEN_MS = 40;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

const CONVERSATION = ['What do guard cells do?', 'What is chlorophyll?', 'Where does respiration take place?', 'What is transpiration?'];
const TEST_TURNS = ["Let's Start", 'chlorophyll', 'hint', 'B', 'false', 'closing the stomata reduces water loss'];

/** The same app answering its cheapest route: a yardstick for how busy this machine is right now. */
async function baselineRequests(t: TestApp) {
  const timings: number[] = [];
  for (let i = 0; i < 220; i++) {
    const started = performance.now();
    await t.app.inject({ method: 'GET', url: '/api/health' });
    if (i >= 20) timings.push(performance.now() - started);
  }
  return timings;
}

/** Wall time per turn, plus the process's CPU time per turn (PGlite runs in-process, so that is the whole server's work; it is far less sensitive to other load on the machine). */
async function builtInTurns(t: TestApp, chapter: TestChapter) {
  const timings: number[] = [];
  let cpuStart: NodeJS.CpuUsage | undefined;
  let user: TestUser | undefined;
  for (let i = 0; i < TURNS + 20; i++) {
    // A fresh student now and then keeps each account well under the per-account rate limit.
    if (i % 60 === 0) user = await createUser(t);
    if (i === 20) cpuStart = process.cpuUsage();
    const message = i % 2 === 0 ? CONVERSATION[(i / 2) % CONVERSATION.length]! : TEST_TURNS[((i - 1) / 2) % TEST_TURNS.length]!;
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user!.auth, payload: { message, chapterId: chapter.id, clientMessageId: `b_${randomUUID()}` } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`turn failed: ${res.statusCode} ${res.body}`);
    if (i >= 20) timings.push(elapsed); // the first turns warm up code paths and caches
  }
  const cpu = process.cpuUsage(cpuStart);
  return { timings, cpuMsPerTurn: (cpu.user + cpu.system) / 1000 / timings.length };
}

/** Milliseconds from sending a request to reading the first byte of its first text piece. */
async function firstPieceAfter(url: string, init: RequestInit, isFirstPiece: (text: string) => boolean): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, init);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader(); // fetch types the body as a stream of any
  const decoder = new TextDecoder();
  let seen = '';
  let at = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at < 0 && isFirstPiece(seen)) at = performance.now() - started;
  }
  if (at < 0) throw new Error(`no first piece in: ${seen.slice(0, 300)}`);
  return at;
}

async function streamingOverhead() {
  const model = await startLocalModelServer({
    kind: 'reply',
    text: () => 'Guard cells open and close the stomata [2]. What do you think they do on a hot day?',
    pieces: 8,
    firstTokenDelayMs: MODEL_FIRST_TOKEN_MS,
    pieceDelayMs: 5,
  });
  const t = await createTestApp({ overrides: { llm: createLlm({ provider: 'openai-compatible', model: 'bench', baseUrl: model.baseUrl, timeoutMs: 10_000 }) } });
  const app = await buildApp({ deps: t.deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const chapter = await createChapter(t);
  const direct: number[] = [];
  const viaServer: number[] = [];
  try {
    let user: TestUser | undefined;
    for (let i = 0; i < STREAMS + 5; i++) {
      if (i % 60 === 0) user = await createUser(t);
      const d = await firstPieceAfter(
        `${model.baseUrl}/chat/completions`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'What do guard cells do?' }] }) },
        (text) => text.includes('"content"'),
      );
      const s = await firstPieceAfter(
        `${base}/api/chat/stream`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...user!.auth },
          body: JSON.stringify({ message: CONVERSATION[i % CONVERSATION.length], chapterId: chapter.id, clientMessageId: `s_${randomUUID()}` }),
        },
        (text) => text.includes('event: delta'),
      );
      if (i >= 5) {
        direct.push(d);
        viaServer.push(s);
      }
    }
  } finally {
    await app.close();
    await t.close();
    await model.close();
  }
  return { direct, viaServer };
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
  const cores = (await import('node:os')).cpus().length;
  console.log(`chat bench on ${database}; load average ${loadavg()[0]!.toFixed(1)} on ${cores} cores (figures scale with load: compare with the baseline line)`);

  const t = await createTestApp();
  let timings: number[];
  let baseline: number[];
  let cpuMsPerTurn: number;
  try {
    baseline = await baselineRequests(t);
    ({ timings, cpuMsPerTurn } = await builtInTurns(t, await createChapter(t)));
  } finally {
    await t.close();
  }
  const p95 = percentile(timings, 95);
  const base50 = percentile(baseline, 50);
  console.log(`baseline, GET /api/health through the same app: p50 ${ms(base50)}, p95 ${ms(percentile(baseline, 95))}`);
  console.log(
    `built-in tutor, server time per chat turn (${timings.length} turns): p50 ${ms(percentile(timings, 50))} (${(percentile(timings, 50) / base50).toFixed(1)}x baseline), p95 ${ms(p95)}, p99 ${ms(percentile(timings, 99))}; CPU ${ms(cpuMsPerTurn)} per turn  target p95 < 20 ms: ${p95 < 20 ? 'PASS' : 'FAIL'}`,
  );

  const { direct, viaServer } = await streamingOverhead();
  const added = viaServer.map((v, i) => v - direct[i]!);
  const addedMedian = percentile(added, 50);
  console.log(
    `streaming, first token (${added.length} turns, model's own first token ~${MODEL_FIRST_TOKEN_MS} ms): model direct p50 ${ms(percentile(direct, 50))}, through the server p50 ${ms(percentile(viaServer, 50))}; added p50 ${ms(addedMedian)}, p95 ${ms(percentile(added, 95))}  target added < 10 ms: ${addedMedian < 10 ? 'PASS' : 'FAIL'}`,
  );
  if (p95 >= 20 || addedMedian >= 10) process.exitCode = 1;
}

await main();
