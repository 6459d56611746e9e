// Realistic student messages for timing a built-in tutor turn: every chapter's own questions as
// typed, the same with slips and text-speak, and short chat ("i dont get it", "thanks").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from './seeded-random';

const CHAT = ['hi', 'thanks!', 'i dont get it', 'wat is the main idea', 'can u explain that again pls', 'give me the answers', 'whats the capital of france', 'how do i calculate it?'];

function typedBy(random: () => number, question: string): string {
  const words = question
    .toLowerCase()
    .replace(/[^\w\s?']/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w) => (w.length > 4 && random() < 0.25 ? w.slice(0, 1) + w.slice(2) : w === 'you' ? 'u' : w === 'what' ? 'wat' : w)).join(' ');
}

/** Up to `count` messages, from the chapters' question stems in `dataDir` (chat lines alone without it). */
export function turnQuestions(dataDir: string, count: number): string[] {
  const stems: string[] = [];
  if (existsSync(dataDir)) {
    for (const name of readdirSync(dataDir).sort()) {
      const file = join(dataDir, name, 'questions.json');
      if (!existsSync(file)) continue;
      const { questions } = JSON.parse(readFileSync(file, 'utf8')) as { questions: Array<{ stem?: string }> };
      for (const q of questions) if (q.stem && !/^\[embedded/.test(q.stem)) stems.push(q.stem.replace(/_{2,}/g, ' what ').replace(/\s+/g, ' ').trim());
    }
  }
  const random = seededRandom(14);
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const stem = stems.length ? stems[i % stems.length]! : CHAT[i % CHAT.length]!;
    out.push(i % 5 === 4 ? CHAT[((i / 5) % CHAT.length) | 0]! : i % 2 ? typedBy(random, stem) : stem);
  }
  return out;
}
