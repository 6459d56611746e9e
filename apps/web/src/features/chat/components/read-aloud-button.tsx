import { useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';

/** Whether this browser can speak: speech synthesis with at least one voice (voices load late). */
function useHasVoices() {
  const [has, setHas] = useState(() => typeof speechSynthesis !== 'undefined' && speechSynthesis.getVoices().length > 0);
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const check = () => setHas(speechSynthesis.getVoices().length > 0);
    check();
    speechSynthesis.addEventListener('voiceschanged', check);
    return () => speechSynthesis.removeEventListener('voiceschanged', check);
  }, []);
  return has;
}

/** Markdown and maths markers read badly aloud: speak the words only. */
const speakable = (text: string) =>
  text
    .replace(/[`*_#>|$\\[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 'Read aloud' on a tutor reply, with the browser's own voices; absent where it has none. */
export function ReadAloudButton({ text }: { text: string }) {
  const hasVoices = useHasVoices();
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => void (speaking && speechSynthesis.cancel()), [speaking]);
  if (!hasVoices) return null;
  const toggle = () => {
    speechSynthesis.cancel();
    if (speaking) return setSpeaking(false);
    const utterance = new SpeechSynthesisUtterance(speakable(text));
    utterance.lang = document.documentElement.lang || 'en';
    utterance.onend = utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    speechSynthesis.speak(utterance);
  };
  const label = speaking ? 'Stop reading' : 'Read aloud';
  return (
    <ActionIcon variant="subtle" size="sm" aria-label={label} title={label} aria-pressed={speaking} onClick={toggle} data-testid="read-aloud">
      {speaking ? <IconPlayerStopFilled size={14} aria-hidden /> : <IconVolume size={14} aria-hidden />}
    </ActionIcon>
  );
}
