/**
 * The chat's 'Voice Message' / 'Stop Recording' button (spec sections 2, 4 and 8).
 *
 * Usage (the chat page owns the message list; this component owns microphone and upload):
 *
 *   const placeholder = useRef<string | null>(null);
 *   <VoiceMessageButton
 *     chapterId={chapterId}
 *     disabled={busy}
 *     onPlaceholder={(text) => (placeholder.current = addPlaceholder(text))}
 *     onTranscribed={(text) => send(text, { isAudio: true, replaceKey: placeholder.current! })}
 *     onFailed={(warning) => {
 *       replaceMessage(placeholder.current!, { content: MSG.chat.audioMessage });
 *       addSystemMessage(warning);
 *     }}
 *   />
 *
 * onPlaceholder always comes first, then exactly one of onTranscribed / onFailed. Microphone
 * errors (no placeholder yet) go to onMicrophoneError, or to an error toast when it is absent.
 * onRecordingChange tells the page when recording starts and stops (the spec disables the
 * text send button while recording).
 */
import { Button } from '@mantine/core';
import { IconLoader2, IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MSG } from '@booktutor/contracts/messages';
import { useVoiceMessage, type VoiceMessageCallbacks } from '../hooks/use-voice-message';
import { useVoiceRecorder } from '../hooks/use-voice-recorder';
import { notify } from '../../../lib/toast';

export const VOICE_BUTTON_LABEL = { idle: 'Voice Message', recording: 'Stop Recording' } as const;

export interface VoiceMessageButtonProps extends VoiceMessageCallbacks {
  chapterId: string | null;
  disabled?: boolean;
  onMicrophoneError?: (message: string) => void;
  onRecordingChange?: (recording: boolean) => void;
}

export function showMicrophoneError(message: string) {
  // The message carries the spec's full wording ('Could not access microphone.' + reason), no title.
  notify('red', message);
}

export function VoiceMessageButton(props: VoiceMessageButtonProps) {
  const { chapterId, disabled, onMicrophoneError, onRecordingChange } = props;
  const sendVoice = useVoiceMessage(chapterId, props, MSG.chat.audioFallback);
  const recorder = useVoiceRecorder({ onRecorded: (audio) => void sendVoice(audio), onError: onMicrophoneError ?? showMicrophoneError });
  const recording = recorder.state === 'recording';

  useEffect(() => onRecordingChange?.(recording), [recording, onRecordingChange]);

  return (
    <Button
      variant={recording ? 'filled' : 'light'}
      color={recording ? 'red' : undefined}
      leftSection={recorder.state === 'requesting' ? <IconLoader2 size={18} /> : recording ? <IconPlayerStopFilled size={18} /> : <IconMicrophone size={18} />}
      onClick={() => (recording ? recorder.stop() : void recorder.start())}
      disabled={(disabled || !chapterId) && !recording}
      aria-pressed={recording}
      data-testid="voice-message-button"
    >
      {recording ? VOICE_BUTTON_LABEL.recording : VOICE_BUTTON_LABEL.idle}
    </Button>
  );
}
