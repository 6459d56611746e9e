/** The spec's rounding: a chapter's score and the overall score show one decimal ("0.0%", "66.7%"), as the chat and the notifications do. */
export const percentText = (percentage: number): string => `${(Number.isFinite(percentage) ? percentage : 0).toFixed(1)}%`;
