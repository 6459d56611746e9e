/**
 * ffmpeg turns whatever the student recorded or uploaded (webm/opus, ogg, mp3, m4a, aac, wav)
 * into 16 kHz mono 16-bit WAV, the input every speech engine here reads. Decoding stops a
 * little past the duration limit, so an hour-long file costs no more than a long one.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runProcess } from './run-process';

export const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;

export interface TranscodedAudio {
  wav: Buffer;
  durationSeconds: number;
}

export class AudioDecodeError extends Error {
  override name = 'AudioDecodeError';
}

export interface AudioTranscoder {
  /** Decodes up to maxSeconds (plus a little, so "too long" can be told apart). */
  toWav16kMono(bytes: Buffer, options: { maxSeconds: number; timeoutMs?: number }): Promise<TranscodedAudio>;
}

export function wavHeader(dataBytes: number, sampleRate = SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export function createFfmpegTranscoder(ffmpegPath: string): AudioTranscoder {
  return {
    async toWav16kMono(bytes, { maxSeconds, timeoutMs = 60_000 }) {
      // A file, not a pipe: MP4/M4A keep their index at the end and need a seekable input.
      const dir = await mkdtemp(path.join(tmpdir(), 'booktutor-audio-'));
      try {
        const input = path.join(dir, 'input');
        await writeFile(input, bytes);
        const args = [
          '-hide_banner',
          '-nostdin',
          '-loglevel',
          'error',
          '-i',
          input,
          '-t',
          String(maxSeconds + 1),
          '-vn',
          '-ac',
          '1',
          '-ar',
          String(SAMPLE_RATE),
          '-f',
          's16le',
          '-acodec',
          'pcm_s16le',
          'pipe:1',
        ];
        const result = await runProcess(ffmpegPath, args, { timeoutMs });
        if (result.timedOut) throw new AudioDecodeError('ffmpeg took too long to decode the audio');
        if (result.code !== 0) throw new AudioDecodeError(`ffmpeg could not decode the audio: ${result.stderr.trim().slice(0, 300)}`);
        const pcm = result.stdout.subarray(0, result.stdout.length - (result.stdout.length % 2));
        return { wav: Buffer.concat([wavHeader(pcm.length), pcm]), durationSeconds: pcm.length / BYTES_PER_SECOND };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
