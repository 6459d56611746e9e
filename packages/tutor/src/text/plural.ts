/** "1 mark", "0.5 marks", "3 questions": a count with its noun, plural unless the count is 1. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
