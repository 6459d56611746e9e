/**
 * Offline voice messages end to end: espeak-ng speaks sentences about the chapter, the audio
 * goes through POST /api/chat/transcribe as a browser would send it (webm/opus, ogg), ffmpeg
 * and pocketsphinx with the chapter's own language model turn it back into words.
 * Needs the Debian packages pocketsphinx, pocketsphinx-en-us, ffmpeg and espeak-ng.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_MSG } from '@booktutor/contracts/voice';
import { corpusWordErrorRate, wordErrors } from '../../lib/stt/word-error-rate';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createChapter, type TestChapter } from '../../../test/chapter-factory';
import { encodeAudio, toneWav } from './testing/audio-fixtures';
import { synthesizeSpeech } from './testing/synthesize-speech';
import { postVoice } from './testing/voice-request';

/**
 * Measured here with the chapter model: 0 to 2 wrong words per utterance, about 10% over the
 * set (the benchmark in README.md has the full table); pocketsphinx's general English model
 * gets about 60% on the same utterances. So: under 25% over the set (the target) and
 * no single utterance worse than half wrong, which fails at once if the chapter bias is lost.
 */
const MAX_SET_WER = 0.25;
const MAX_UTTERANCE_WER = 0.5;
const heard: Array<{ reference: string; hypothesis: string }> = [];

let t: TestApp;
let user: TestUser;
let chapter: TestChapter;
let modelRoot: string;

beforeAll(async () => {
  t = await createTestApp({ env: { STT_PROVIDER: 'pocketsphinx' } });
  user = await createUser(t);
  chapter = await createChapter(t);
  modelRoot = path.join(t.deps.config.dataDir, 'stt', 'chapter-models');
});
afterAll(() => t.close());

const say = (text: string, voice = 'en-us+klatt', speed = 150) => synthesizeSpeech(text, { voice, speed });

describe('pocketsphinx with the chapter language model', () => {
  it('uses pocketsphinx when it is installed', () => {
    expect(t.deps.stt.engine.name).toBe('pocketsphinx');
  });

  it('builds nothing for input it rejects', async () => {
    const res = await postVoice(t.app, { audio: Buffer.from('not audio at all, just text'.repeat(10)), userId: user.id, chapterId: chapter.id, auth: user.auth });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(VOICE_MSG.notAudio);
    expect(existsSync(modelRoot)).toBe(false);
  });

  it.each([
    ['a sentence of the chapter, recorded as webm/opus', 'Plants make their own food by photosynthesis.', 'webm', 'en-us+klatt', 150],
    ['another, faster, in another voice, as ogg', 'Oxygen is released into the air as a by-product.', 'ogg', 'en-us+klatt4', 180],
    ["a student's question about the chapter", 'What is the difference between respiration and photosynthesis?', 'webm', 'en-us+klatt', 150],
    ['an answer in a test', 'The answer is chlorophyll.', 'webm', 'en-us+klatt4', 150],
  ] as const)('%s', async (_label, sentence, format, voice, speed) => {
    const res = await postVoice(t.app, {
      audio: encodeAudio(say(sentence, voice, speed), format),
      fileName: `recording.${format}`,
      mimeType: `audio/${format}`,
      userId: user.id,
      chapterId: chapter.id,
      auth: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ redirect: boolean; transcription: string }>();
    expect(body.redirect).toBe(true);
    heard.push({ reference: sentence, hypothesis: body.transcription });
    const errors = wordErrors(sentence, body.transcription);
    expect(errors.rate, `heard "${body.transcription}" for "${sentence}"`).toBeLessThanOrEqual(MAX_UTTERANCE_WER);
  });

  it('gets the word error rate over those utterances under 25%', () => {
    expect(heard).toHaveLength(4);
    expect(corpusWordErrorRate(heard), JSON.stringify(heard, null, 1)).toBeLessThan(MAX_SET_WER);
  });

  it('caches the chapter model on disk under DATA_DIR, keyed by vectorStoreId, and reuses it', async () => {
    const folders = readdirSync(modelRoot);
    expect(folders).toHaveLength(1);
    const folder = path.join(modelRoot, folders[0]!);
    expect(readdirSync(folder).sort()).toEqual(['chapter.arpa', 'chapter.dict', 'meta.json']);
    const dict = readFileSync(path.join(folder, 'chapter.dict'), 'utf8');
    expect(dict).toMatch(/^chlorophyll /m);
    expect(dict).toMatch(/^stomata /m);
    expect(dict).not.toMatch(/^zebra /m); // only the chapter's vocabulary, not all of cmudict
    const builtAt = statSync(path.join(folder, 'chapter.arpa')).mtimeMs;

    const res = await postVoice(t.app, { audio: encodeAudio(say('What is transpiration?'), 'webm'), userId: user.id, chapterId: chapter.id, auth: user.auth });
    expect(res.statusCode).toBe(200);
    expect(statSync(path.join(folder, 'chapter.arpa')).mtimeMs).toBe(builtAt);
  });

  it('says redirect false for a recording with no speech in it', async () => {
    const silence = encodeAudio(toneWav(1.5, { silent: true }), 'webm');
    const res = await postVoice(t.app, { audio: silence, userId: user.id, chapterId: chapter.id, auth: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: false, transcription: '' });
  });
});
