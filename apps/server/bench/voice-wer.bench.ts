/**
 * Word error rate of offline voice messages, with and without the chapter bias
 * (run: npm run bench, or npx tsx apps/server/bench/voice-wer.bench.ts).
 *
 * Sentences are drawn evenly from each chapter (6-18 words) and spoken by espeak-ng in two
 * Klatt voices at 140 and 180 words per minute; students' questions about the chapter (not
 * sentences of the chapter) are spoken in two styles; a few sentences go through Chromium's
 * fake microphone and MediaRecorder (webm/opus, the real browser path); and espeak-ng's
 * default voice is measured too, for the record. Each recording is decoded by pocketsphinx
 * twice: with its general English model ("without bias") and with the chapter model the
 * server builds ("with bias"). WER = (substitutions + deletions + insertions) / reference words,
 * summed over all utterances of a row. Target: under 25% on sentences drawn from the chapter.
 *
 * Needs the Debian packages pocketsphinx, pocketsphinx-en-us, ffmpeg, espeak-ng, chromium.
 * BENCH_VOICE_SENTENCES (default 6) sentences per chapter.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createChapterModelCache } from '../src/lib/stt/chapter-bias/chapter-model-cache';
import { spokenSentences } from '../src/lib/stt/chapter-bias/spoken-words';
import { createFfmpegTranscoder } from '../src/lib/stt/ffmpeg-transcoder';
import { createPocketsphinx, findPocketsphinx } from '../src/lib/stt/pocketsphinx';
import { findExecutable } from '../src/lib/stt/run-process';
import type { ChapterContext, SpeechToText } from '../src/lib/stt/speech-to-text';
import { corpusWordErrorRate } from '../src/lib/stt/word-error-rate';
import { recordThroughChromium } from '../src/features/voice/testing/chromium-recording';
import { synthesizeSpeech, TEST_VOICES, type SpeechStyle } from '../src/features/voice/testing/synthesize-speech';

const SENTENCES = Number(process.env.BENCH_VOICE_SENTENCES ?? 6);
const SHARED = path.resolve(import.meta.dirname, '../../../../shared/data');

interface BenchChapter {
  name: string;
  title: string;
  text: string;
  questions: string[];
}

async function chapters(): Promise<BenchChapter[]> {
  const list: BenchChapter[] = [
    {
      name: 'OpenStax Physics (HS) ch. 2, Motion in One Dimension',
      title: 'Motion in One Dimension',
      text: readFileSync(path.join(SHARED, 'openstax-physics-hs-ch2/chapter_prose.txt'), 'utf8'),
      questions: [
        'what is the difference between speed and velocity',
        'how do you calculate average velocity',
        'why is displacement a vector',
        'can you explain what a reference frame is',
        'is distance always positive',
      ],
    },
    {
      name: 'OpenStax Introduction to Sociology 3e ch. 1',
      title: 'An Introduction to Sociology',
      text: readFileSync(path.join(SHARED, 'openstax-sociology-3e-ch1/chapter_prose.txt'), 'utf8'),
      questions: [
        'what is the sociological imagination',
        'what is the difference between society and culture',
        'what do sociologists study',
        'can you explain what a social fact is',
        'who founded sociology',
      ],
    },
  ];
  try {
    const demo = await import('../src/seed/demo-catalogue/science-explorer');
    list.push({
      name: 'Demo catalogue: Science Explorer 8, Forces and Motion',
      title: 'Forces and Motion',
      text: demo.forcesAndMotion,
      questions: ['what is a force', 'what does friction do', 'what are balanced forces', 'how do you measure a force', 'why does a book on a table stay still'],
    });
  } catch {
    console.warn('demo chapter not found: skipped');
  }
  return list;
}

/** Every n-th sentence of 6 to 18 words: spread over the whole chapter, not hand-picked. */
function drawSentences(text: string, count: number): string[] {
  const candidates = spokenSentences(text).filter((s) => s.length >= 6 && s.length <= 18 && !s.some((w) => w.length === 1 && w !== 'a' && w !== 'i'));
  return Array.from({ length: count }, (_, i) => candidates[Math.floor(((i + 0.5) * candidates.length) / count)]!.join(' '));
}

interface Utterance {
  reference: string;
  wav: Buffer;
}

interface Row {
  chapter: string;
  set: string;
  utterances: number;
  words: number;
  general: number;
  biased: number;
  biasedSecondsPerUtterance: number;
}

async function measure(engines: { general: SpeechToText; biased: SpeechToText }, chapter: ChapterContext, utterances: Utterance[]) {
  const general: Array<{ reference: string; hypothesis: string }> = [];
  const biased: Array<{ reference: string; hypothesis: string }> = [];
  let biasedMs = 0;
  for (const u of utterances) {
    const request = { wav: u.wav, durationSeconds: (u.wav.length - 44) / 32_000, chapter };
    const started = performance.now();
    biased.push({ reference: u.reference, hypothesis: await engines.biased.transcribe(request) });
    biasedMs += performance.now() - started;
    general.push({ reference: u.reference, hypothesis: await engines.general.transcribe(request) });
  }
  if (process.env.BENCH_VERBOSE) for (const b of biased) console.log(`  ${b.reference}\n  -> ${b.hypothesis}`);
  return {
    utterances: utterances.length,
    words: utterances.reduce((n, u) => n + u.reference.split(' ').length, 0),
    general: corpusWordErrorRate(general),
    biased: corpusWordErrorRate(biased),
    biasedSecondsPerUtterance: biasedMs / 1000 / utterances.length,
  };
}

const speak = (sentences: string[], styles: SpeechStyle[]): Utterance[] => sentences.flatMap((reference) => styles.map((style) => ({ reference, wav: synthesizeSpeech(reference, style) })));

async function main() {
  const install = findPocketsphinx();
  const ffmpeg = findExecutable('ffmpeg');
  if (!install || !ffmpeg || !findExecutable('espeak-ng')) {
    throw new Error('voice bench needs the Debian packages pocketsphinx, pocketsphinx-en-us, ffmpeg and espeak-ng');
  }
  const cacheRoot = mkdtempSync(path.join(tmpdir(), 'booktutor-voice-bench-'));
  const engines = {
    general: createPocketsphinx({ install, chapterModels: null, concurrency: 1, timeoutMs: 600_000 }),
    biased: createPocketsphinx({ install, chapterModels: createChapterModelCache({ root: cacheRoot, cmudictPath: install.cmudict }), concurrency: 1, timeoutMs: 600_000 }),
  };
  const rows: Row[] = [];
  const add = (chapter: string, set: string, result: Awaited<ReturnType<typeof measure>>) => {
    rows.push({ chapter, set, ...result });
    console.log(`${chapter} | ${set}: without bias ${(result.general * 100).toFixed(1)}%, with bias ${(result.biased * 100).toFixed(1)}%`);
  };
  try {
    for (const [index, c] of (await chapters()).entries()) {
      const context: ChapterContext = { key: `bench-${index}`, title: c.title, text: c.text };
      const sentences = drawSentences(c.text, SENTENCES);
      add(c.name, 'chapter sentences, 2 voices x 2 speeds', await measure(engines, context, speak(sentences, TEST_VOICES)));
      add(c.name, "students' questions, 2 voices", await measure(engines, context, speak(c.questions, [TEST_VOICES[0]!, TEST_VOICES[3]!])));
      if (index === 0) {
        // The real browser path: Chromium's fake microphone -> MediaRecorder webm/opus -> ffmpeg.
        const transcoder = createFfmpegTranscoder(ffmpeg);
        const recorded: Utterance[] = [];
        const dir = mkdtempSync(path.join(tmpdir(), 'booktutor-voice-mic-'));
        for (const reference of sentences.slice(0, 3)) {
          const wav = synthesizeSpeech(reference, { voice: 'en-us+klatt', speed: 160 }, 'wav', 0.5);
          const file = path.join(dir, 'mic.wav');
          writeFileSync(file, wav);
          const webm = await recordThroughChromium(file, (wav.length - 44) / 32_000);
          recorded.push({ reference, wav: (await transcoder.toWav16kMono(webm.bytes, { maxSeconds: 120 })).wav });
        }
        rmSync(dir, { recursive: true, force: true });
        add(c.name, 'chapter sentences via Chromium fake microphone (webm/opus)', await measure(engines, context, recorded));
        add(c.name, "espeak-ng's default voice (en-us, 160 wpm), for the record", await measure(engines, context, speak(sentences, [{ voice: 'en-us', speed: 160 }])));
      }
    }
  } finally {
    rmSync(cacheRoot, { recursive: true, force: true });
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log('\n| chapter | utterances | words | WER without bias | WER with chapter bias | s per utterance (biased) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.chapter}: ${r.set} | ${r.utterances} | ${r.words} | ${pct(r.general)} | ${pct(r.biased)} | ${r.biasedSecondsPerUtterance.toFixed(2)} |`);
  }
  const target = rows.filter((r) => r.set.startsWith('chapter sentences') && !r.set.includes('default voice'));
  const worst = Math.max(...target.map((r) => r.biased));
  console.log(`\nTarget WER < 25% on chapter sentences with the chapter bias: worst row ${pct(worst)} -> ${worst < 0.25 ? 'met' : 'NOT met'}`);
  if (worst >= 0.25) process.exitCode = 1;
}

await main();
