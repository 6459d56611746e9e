/**
 * Offline speech recognition with CMU pocketsphinx (Debian: pocketsphinx, pocketsphinx-en-us).
 * Its general English model hears synthetic and accented speech poorly, so every request is
 * decoded against a model of the chapter being studied (see chapter-bias/). Decoding is
 * CPU-bound: a small queue keeps at most `concurrency` decoders running at once.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChapterModelCache } from './chapter-bias/chapter-model-cache';
import { findExecutable, runProcess } from './run-process';
import { SpeechEngineError, type SpeechToText, type TranscribeRequest } from './speech-to-text';

export const DEFAULT_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxInstall {
  binary: string;
  /** Acoustic model folder (-hmm). */
  acousticModel: string;
  /** General English language model and dictionary, used when no chapter bias is wanted. */
  generalLm: string;
  cmudict: string;
}

/** The installed pocketsphinx_continuous and en-us model, or null when either is missing. */
export function findPocketsphinx(modelDir = DEFAULT_POCKETSPHINX_MODEL_DIR): PocketsphinxInstall | null {
  const binary = findExecutable('pocketsphinx_continuous');
  const install = { binary: binary ?? '', acousticModel: path.join(modelDir, 'en-us'), generalLm: path.join(modelDir, 'en-us.lm.bin'), cmudict: path.join(modelDir, 'cmudict-en-us.dict') };
  const complete = binary && [install.acousticModel, install.generalLm, install.cmudict].every((p) => existsSync(p));
  return complete ? install : null;
}

export interface PocketsphinxOptions {
  install: PocketsphinxInstall;
  /** null: the general English model (the "without bias" baseline of the benchmark). */
  chapterModels: ChapterModelCache | null;
  timeoutMs?: number;
  concurrency?: number;
  /** Decoder settings such as ['-lw', '10'] (the benchmark tunes with these). */
  extraArgs?: string[];
}

function createQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createPocketsphinx(options: PocketsphinxOptions): SpeechToText {
  const { install, chapterModels, timeoutMs = 60_000 } = options;
  const queue = createQueue(options.concurrency ?? 2);

  async function decode(request: TranscribeRequest): Promise<string> {
    const model = chapterModels
      ? await chapterModels.modelFor({ key: request.chapter.key, text: `${request.chapter.title}.\n${request.chapter.text}` })
      : { lmPath: install.generalLm, dictPath: install.cmudict };
    const dir = await mkdtemp(path.join(tmpdir(), 'booktutor-sphinx-'));
    try {
      const wavPath = path.join(dir, 'speech.wav');
      await writeFile(wavPath, request.wav);
      const args = ['-infile', wavPath, '-hmm', install.acousticModel, '-lm', model.lmPath, '-dict', model.dictPath, '-logfn', '/dev/null', ...(options.extraArgs ?? [])];
      const result = await runProcess(install.binary, args, { timeoutMs });
      if (result.timedOut) throw new SpeechEngineError('pocketsphinx timed out', 'timeout');
      if (result.code !== 0) throw new SpeechEngineError(`pocketsphinx failed (exit ${result.code})`, 'failed');
      // One line per utterance it found between pauses.
      return result.stdout
        .toString('utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .join(' ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return { name: 'pocketsphinx', transcribe: (request) => queue(() => decode(request)) };
}
