/**
 * Recognises an upload as audio by its first bytes, never by its name or declared type:
 * a renamed PDF is rejected however it is labelled.
 */
export type AudioFormat = 'webm' | 'ogg' | 'wav' | 'mp3' | 'mp4' | 'm4a' | 'aac';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

export function detectAudioFormat(bytes: Buffer): AudioFormat | null {
  if (bytes.length < 12) return null;
  // EBML header: WebM (MediaRecorder's audio/webm;codecs=opus) and Matroska audio.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    return brand === 'M4A ' || brand === 'M4B ' ? 'm4a' : 'mp4';
  }
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  if (bytes[0] === 0xff) {
    const b1 = bytes[1]!;
    // ADTS AAC: 12-bit sync, layer bits 00.
    if ((b1 & 0xf6) === 0xf0) return 'aac';
    // MPEG audio frame sync (11 bits) with a valid layer: MP3 and its MPEG-2 relatives.
    if ((b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0 && (b1 & 0x18) !== 0x08) return 'mp3';
  }
  return null;
}
