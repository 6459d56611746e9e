import { FormatError } from '../../errors';
import type { Question } from '../../types';

export function looksLikeGift(text: string): boolean {
  return /\{[\s\S]*?[=~#}TF]/.test(text) && /(^|\n)\s*(::|\/\/|\$CATEGORY)|\{\s*(?:[=~#]|T\s*\}|F\s*\}|TRUE|FALSE)/.test(text);
}

export function parseGift(text: string): Question[] {
  throw new FormatError('GIFT', 1, `GIFT import is not implemented yet (${text.length} chars).`);
}
