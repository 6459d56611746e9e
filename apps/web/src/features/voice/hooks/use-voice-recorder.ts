/**
 * Records the microphone with MediaRecorder as audio/webm;codecs=opus (the browser's own
 * format when it has no WebM, e.g. audio/mp4 in Safari: the server reads both).
 * Stops by itself at the 2-minute limit, so a forgotten recording is still usable.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MSG } from '@booktutor/contracts/messages';
import { VOICE_LIMITS } from '@booktutor/contracts/voice';
import { isRecordingSupported, microphoneErrorMessage } from './microphone-errors';

export type RecorderState = 'idle' | 'requesting' | 'recording';

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export interface VoiceRecorderCallbacks {
  /** The finished recording. */
  onRecorded: (audio: Blob) => void;
  /** A microphone or support error, already worded for the student. */
  onError: (message: string) => void;
}

export function useVoiceRecorder({ onRecorded, onError }: VoiceRecorderCallbacks) {
  const [state, setState] = useState<RecorderState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const limitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacks = useRef({ onRecorded, onError });
  useLayoutEffect(() => {
    callbacks.current = { onRecorded, onError };
  });

  const stop = useCallback(() => {
    if (limitTimer.current) clearTimeout(limitTimer.current);
    limitTimer.current = null;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (state !== 'idle') return;
    if (!isRecordingSupported()) {
      callbacks.current.onError(MSG.chat.recordingUnsupported);
      return;
    }
    setState('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState('idle');
      callbacks.current.onError(microphoneErrorMessage(error));
      return;
    }
    const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setState('idle');
      callbacks.current.onError(MSG.chat.recordingUnsupported);
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setState('idle');
      callbacks.current.onRecorded(new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' }));
    };
    recorder.current = media;
    media.start(1000);
    setState('recording');
    limitTimer.current = setTimeout(stop, VOICE_LIMITS.maxAudioSeconds * 1000 - 500);
  }, [state, stop]);

  // Leaving the page mid-recording releases the microphone without sending anything.
  useEffect(
    () => () => {
      if (limitTimer.current) clearTimeout(limitTimer.current);
      const media = recorder.current;
      if (media && media.state !== 'inactive') {
        media.onstop = () => media.stream.getTracks().forEach((track) => track.stop());
        media.stop();
      }
    },
    [],
  );

  return { state, start, stop };
}
