/**
 * Sends an audio FILE as a voice message (the spec's simpler chat variant: audio file upload).
 * mp4, aac, x-m4a, mpeg and mp3 are converted to WAV in the browser first (spec section 5,
 * see convert-audio-file.ts); webm, ogg and wav go as they are.
 *
 * Same callbacks as VoiceMessageButton:
 *   <AudioFileButton chapterId={id} disabled={busy} onPlaceholder={...} onTranscribed={...} onFailed={...} />
 */
import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconFileMusic } from '@tabler/icons-react';
import { useRef } from 'react';
import { MSG } from '@booktutor/contracts/messages';
import { ACCEPTED_AUDIO_FILES, prepareAudioFile } from './convert-audio-file';
import { useVoiceMessage, type VoiceMessageCallbacks } from '../hooks/use-voice-message';

export const AUDIO_FILE_LABEL = 'Send an audio file';

export interface AudioFileButtonProps extends VoiceMessageCallbacks {
  chapterId: string | null;
  disabled?: boolean;
}

export function AudioFileButton(props: AudioFileButtonProps) {
  const sendVoice = useVoiceMessage(props.chapterId, props, MSG.chat.audioUploadFailed);
  const resetRef = useRef<() => void>(null);
  const onFile = (file: File | null) => {
    if (!file) return;
    resetRef.current?.(); // the same file can be chosen again later
    void sendVoice(() => prepareAudioFile(file));
  };
  return (
    <FileButton accept={ACCEPTED_AUDIO_FILES} onChange={onFile} resetRef={resetRef}>
      {(buttonProps) => (
        <Tooltip label={AUDIO_FILE_LABEL}>
          <ActionIcon {...buttonProps} variant="light" size="lg" aria-label={AUDIO_FILE_LABEL} disabled={props.disabled || !props.chapterId} data-testid="audio-file-button">
            <IconFileMusic size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
