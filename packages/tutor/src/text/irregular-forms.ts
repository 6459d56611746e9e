// Common English irregular verb forms and comparatives, by lemma: the general word-frequency table
// counts lemmas only, and a form it lacks would otherwise look as rare as a technical term.
export const IRREGULAR_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['be', 'was were been'], ['become', 'became'], ['begin', 'began begun'], ['break', 'broke broken'], ['bring', 'brought'],
  ['build', 'built'], ['buy', 'bought'], ['catch', 'caught'], ['choose', 'chose chosen'], ['come', 'came'], ['do', 'did done'],
  ['draw', 'drew drawn'], ['drink', 'drank drunk'], ['drive', 'drove driven'], ['eat', 'ate eaten'], ['fall', 'fell fallen'],
  ['feel', 'felt'], ['fight', 'fought'], ['find', 'found'], ['fly', 'flew flown'], ['forget', 'forgot forgotten'], ['freeze', 'froze frozen'],
  ['get', 'got gotten'], ['give', 'gave given'], ['go', 'went gone'], ['grow', 'grew grown'], ['have', 'had has'], ['hear', 'heard'],
  ['hide', 'hid hidden'], ['hold', 'held'], ['keep', 'kept'], ['know', 'knew known'], ['lead', 'led'], ['leave', 'left'], ['lose', 'lost'],
  ['make', 'made'], ['mean', 'meant'], ['meet', 'met'], ['pay', 'paid'], ['ride', 'rode ridden'], ['rise', 'rose risen'], ['run', 'ran'],
  ['say', 'said'], ['see', 'saw seen'], ['sell', 'sold'], ['send', 'sent'], ['shake', 'shook shaken'], ['shoot', 'shot'], ['sing', 'sang sung'],
  ['sit', 'sat'], ['sleep', 'slept'], ['speak', 'spoke spoken'], ['spend', 'spent'], ['stand', 'stood'], ['steal', 'stole stolen'],
  ['swim', 'swam swum'], ['take', 'took taken'], ['teach', 'taught'], ['tell', 'told'], ['think', 'thought'], ['throw', 'threw thrown'],
  ['understand', 'understood'], ['wake', 'woke woken'], ['wear', 'wore worn'], ['win', 'won'], ['write', 'wrote written'],
  ['good', 'better best'], ['bad', 'worse worst'], ['far', 'further farther furthest farthest'], ['long', 'longer longest'],
  ['large', 'larger largest'], ['big', 'bigger biggest'], ['small', 'smaller smallest'], ['high', 'higher highest'], ['low', 'lower lowest'],
  ['fast', 'faster fastest'], ['great', 'greater greatest'], ['old', 'older oldest'], ['young', 'younger youngest'],
];
