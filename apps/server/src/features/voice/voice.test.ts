/**
 * POST /api/chat/transcribe through the real app, with a local OpenAI-compatible transcription
 * server standing in for Whisper: the request it receives, its errors and time-outs, every kind
 * of bad input (answered with a clear 4xx before any engine is asked) and access rules.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VOICE_LIMITS, VOICE_MSG } from '@booktutor/contracts/voice';
import { chatMessages } from '../../db/schema';
import { createOpenAiCompatibleStt } from '../../lib/stt/openai-compatible';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { encodeAudio, readWavFormat, toneWav } from './testing/audio-fixtures';
import { startTranscriptionServer, type TranscriptionServer } from './testing/transcription-server';
import { postVoice } from './testing/voice-request';

let stt: TranscriptionServer;
let t: TestApp;
let user: TestUser;
let chapter: TestChapter;
const speech = toneWav(1.5);

beforeAll(async () => {
  stt = await startTranscriptionServer();
  t = await createTestApp({ env: { STT_PROVIDER: 'openai-compatible', STT_BASE_URL: stt.baseUrl, STT_API_KEY: 'sk-test-key', STT_MODEL: 'whisper-test' } });
  user = await createUser(t);
  chapter = await createChapter(t);
});
afterAll(async () => {
  await t.close();
  await stt.close();
});
beforeEach(async () => {
  stt.answer = { status: 200, body: { text: 'What is chlorophyll?' } };
  // A fresh student per test: each has their own voice rate limit (20 a minute).
  user = await createUser(t);
});

const send = (options: Parameters<typeof postVoice>[1] = {}) => postVoice(t.app, { audio: encodeAudio(speech, 'webm'), userId: user.id, chapterId: chapter.id, auth: user.auth, ...options });

async function storedMessages(userId: string) {
  return t.deps.db.select().from(chatMessages).where(eq(chatMessages.userId, userId));
}

describe('transcription through an OpenAI-compatible server', () => {
  it('sends 16 kHz mono WAV with the model, key and chapter prompt, and returns the text to forward', async () => {
    const before = stt.received.length;
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ redirect: true, transcription: 'What is chlorophyll?' });

    expect(stt.received.length).toBe(before + 1);
    const request = stt.received.at(-1)!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    expect(request.fields.model).toBe('whisper-test');
    expect(request.fields.response_format).toBe('json');
    expect(request.fields.prompt).toContain('Photosynthesis');
    expect(request.fields.prompt).toMatch(/stomata|chlorophyll|glucose/);
    expect(request.file?.name).toBe('speech.wav');
    expect(request.file?.type).toBe('audio/wav');
    const wav = readWavFormat(request.file!.bytes);
    expect(wav).toMatchObject({ riff: 'RIFF', channels: 1, sampleRate: 16_000, bitsPerSample: 16 });
    expect(wav.seconds).toBeGreaterThan(1.3);
    expect(wav.seconds).toBeLessThan(1.7);
  });

  it.each(['ogg', 'mp3', 'm4a', 'mp4', 'aac'] as const)('accepts %s by its content, whatever the file is called', async (format) => {
    const res = await send({ audio: encodeAudio(speech, format), fileName: 'recording.webm', mimeType: 'audio/webm' });
    expect(res.statusCode, res.body).toBe(200);
    const wav = readWavFormat(stt.received.at(-1)!.file!.bytes);
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.seconds).toBeGreaterThan(1.2);
  });

  it('accepts a WAV as it is recorded (44.1 kHz) and resamples it', async () => {
    const res = await send({ audio: toneWav(1, { sampleRate: 44_100 }), fileName: 'recording.wav', mimeType: 'audio/wav' });
    expect(res.statusCode, res.body).toBe(200);
    expect(readWavFormat(stt.received.at(-1)!.file!.bytes)).toMatchObject({ sampleRate: 16_000, channels: 1 });
  });

  it('says redirect false when nothing intelligible was heard', async () => {
    stt.answer = { status: 200, body: { text: '  ' } };
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: false, transcription: '' });
  });

  it.each([
    ['an error status', { status: 500, body: { error: { message: 'model crashed' } } }],
    ['a refused key', { status: 401, body: { error: { message: 'bad key' } } }],
    ['a body that is not JSON', { status: 200, body: '<html>proxy error</html>' }],
    ['JSON without text', { status: 200, body: { result: 'x' } }],
  ])('answers 503 with a clear message when the server sends %s', async (_label, answer) => {
    stt.answer = answer;
    const res = await send();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: VOICE_MSG.engineFailed, code: 'service_unavailable' });
    expect(res.body).not.toMatch(/crashed|bad key|proxy/);
  });

  it('gives up on a server that does not answer in time', async () => {
    const slow = await createTestApp({ overrides: { stt: { engine: createOpenAiCompatibleStt({ baseUrl: stt.baseUrl, model: 'whisper-test', timeoutMs: 300 }), transcoder: t.deps.stt.transcoder } } });
    try {
      const slowUser = await createUser(slow);
      const slowChapter = await createChapter(slow);
      stt.answer = 'hang';
      const started = Date.now();
      const res = await postVoice(slow.app, { audio: encodeAudio(speech, 'webm'), userId: slowUser.id, chapterId: slowChapter.id, auth: slowUser.auth });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(VOICE_MSG.engineTimeout);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slow.close();
    }
  });
});

describe('bad input is answered with a clear 4xx, before any engine is asked, and nothing is stored', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'.repeat(20));
  const cases: Array<[string, () => Parameters<typeof postVoice>[1], number, string]> = [
    ['a PDF named recording.webm', () => ({ audio: pdf }), 415, VOICE_MSG.notAudio],
    ['text declared as audio/wav', () => ({ audio: Buffer.from('hello '.repeat(100)), mimeType: 'audio/wav', fileName: 'recording.wav' }), 415, VOICE_MSG.notAudio],
    ['an empty file', () => ({ audio: Buffer.alloc(0) }), 400, VOICE_MSG.noAudio],
    ['no file at all', () => ({ audio: null }), 400, VOICE_MSG.noAudio],
    ['a file over the size limit', () => ({ audio: Buffer.concat([encodeAudio(speech, 'webm'), Buffer.alloc(VOICE_LIMITS.maxAudioBytes)]) }), 413, VOICE_MSG.tooLarge],
    ['a recording over two minutes', () => ({ audio: toneWav(VOICE_LIMITS.maxAudioSeconds + 5, { silent: true }), fileName: 'recording.wav' }), 400, VOICE_MSG.tooLong],
    ['a blip too short to hold speech', () => ({ audio: toneWav(0.05), fileName: 'recording.wav' }), 400, VOICE_MSG.tooShort],
    ['a damaged WebM (right header, garbage after)', () => ({ audio: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4000, 7)]) }), 400, VOICE_MSG.undecodable],
  ];

  it.each(cases)('%s', async (_label, options, status, message) => {
    const before = stt.received.length;
    const res = await send(options());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(stt.received.length).toBe(before);
    expect(await storedMessages(user.id)).toEqual([]);
    expect(existsSync(path.join(t.deps.config.dataDir, 'stt'))).toBe(false);
  });

  it('a request that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/transcribe', headers: user.auth, payload: { userId: user.id, chapterId: chapter.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VOICE_MSG.noAudio);
  });

  it('missing or malformed ids', async () => {
    expect((await send({ chapterId: undefined })).statusCode).toBe(400);
    const res = await send({ chapterId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid chapter id.', field: 'chapterId' });
  });
});

describe('who may transcribe', () => {
  it('needs a signed-in user', async () => {
    const res = await send({ auth: {} });
    expect(res.statusCode).toBe(401);
  });

  it('only for themselves', async () => {
    const other = await createUser(t);
    const res = await send({ userId: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(VOICE_MSG.notYourAccount);
  });

  it("only for their own publisher's chapters, and only existing ones", async () => {
    const foreignBook = await createBook(t, { publisher: 'JD' });
    const foreign = await createChapter(t, { book: foreignBook });
    for (const chapterId of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await send({ chapterId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(VOICE_MSG.chapterNotFound);
    }
  });
});

describe('rate limit', () => {
  it('lets a student send 20 voice messages a minute, then answers 429', async () => {
    const junk = Buffer.from('not audio '.repeat(20));
    for (let i = 0; i < 20; i++) expect((await send({ audio: junk })).statusCode).toBe(415);
    const res = await send({ audio: junk });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many requests. Please try again later.');
  });
});

describe('without a speech engine', () => {
  it('tells the student voice is not configured (503), not a crash', async () => {
    const off = await createTestApp({ env: { STT_PROVIDER: 'none' } });
    try {
      const offUser = await createUser(off);
      const offChapter = await createChapter(off);
      const res = await postVoice(off.app, { audio: encodeAudio(speech, 'webm'), userId: offUser.id, chapterId: offChapter.id, auth: offUser.auth });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: VOICE_MSG.notConfigured, code: 'service_unavailable' });
    } finally {
      await off.close();
    }
  });
});
