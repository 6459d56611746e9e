/**
 * Picks the speech engine from configuration. An explicit STT_PROVIDER that cannot work stops
 * the server at start-up with one clear error; when STT_PROVIDER is unset the server uses
 * pocketsphinx if it is installed, else no engine (voice answers 503 "not configured").
 * Every engine reads browser recordings through ffmpeg.
 */
import path from 'node:path';
import { ConfigError, type Config } from '../../config';
import { createChapterModelCache } from './chapter-bias/chapter-model-cache';
import { createFfmpegTranscoder, type AudioTranscoder } from './ffmpeg-transcoder';
import { createOpenAiCompatibleStt } from './openai-compatible';
import { createPocketsphinx, findPocketsphinx } from './pocketsphinx';
import { findExecutable } from './run-process';
import { createNoSpeechToText, SpeechEngineError, type Stt } from './speech-to-text';

type SttConfig = Pick<Config, 'STT_PROVIDER' | 'STT_BASE_URL' | 'STT_API_KEY' | 'STT_MODEL' | 'dataDir'>;

const missingFfmpeg: AudioTranscoder = {
  async toWav16kMono() {
    throw new SpeechEngineError('ffmpeg is not installed', 'not_configured');
  },
};

export function createStt(config: SttConfig, log: { warn: (msg: string) => void } = console): Stt {
  const ffmpeg = findExecutable('ffmpeg');
  const transcoder = ffmpeg ? createFfmpegTranscoder(ffmpeg) : missingFfmpeg;
  const provider = config.STT_PROVIDER;
  if (provider === 'none') return { engine: createNoSpeechToText('STT_PROVIDER=none'), transcoder };
  if (provider && !ffmpeg) {
    throw new ConfigError(`Invalid configuration: STT_PROVIDER=${provider} needs ffmpeg on PATH (Debian package ffmpeg)`);
  }

  if (provider === 'openai-compatible') {
    if (!config.STT_BASE_URL) {
      throw new ConfigError('Invalid configuration: STT_BASE_URL is required for STT_PROVIDER=openai-compatible');
    }
    return { engine: createOpenAiCompatibleStt({ baseUrl: config.STT_BASE_URL, apiKey: config.STT_API_KEY, model: config.STT_MODEL }), transcoder };
  }

  const install = findPocketsphinx();
  if (provider === 'pocketsphinx' && !install) {
    throw new ConfigError('Invalid configuration: STT_PROVIDER=pocketsphinx but pocketsphinx_continuous or its en-us model is missing (Debian packages pocketsphinx, pocketsphinx-en-us)');
  }
  if (!install || !ffmpeg) {
    const why = !ffmpeg ? 'ffmpeg is not installed (Debian package ffmpeg)' : 'no speech engine: set STT_PROVIDER=openai-compatible and STT_BASE_URL, or install pocketsphinx and pocketsphinx-en-us';
    log.warn(`Voice messages are off: ${why}`);
    return { engine: createNoSpeechToText(why), transcoder };
  }
  const chapterModels = createChapterModelCache({ root: path.join(config.dataDir, 'stt', 'chapter-models'), cmudictPath: install.cmudict });
  return { engine: createPocketsphinx({ install, chapterModels }), transcoder };
}
