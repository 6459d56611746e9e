// Function words carry no content for grading or ranking. Negations are deliberately absent:
// "is not connected" and "is connected" must not look alike.
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just let me more most
my myself of off on once only or other our ours ourselves out over own same she should so some such
than that the their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours yourself
yourselves also may might must shall us get got one thing things`.split(/\s+/),
);

export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'neither',
  'nor',
  'cannot',
  "can't",
  "don't",
  "doesn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "won't",
  "didn't",
  "hasn't",
  "haven't",
  "shouldn't",
  "couldn't",
  'without',
  'nobody',
  'nowhere',
]);
