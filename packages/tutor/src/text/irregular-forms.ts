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
  // Forms the table lacked ("as shown in Figure 2" made "shown" look like a subject word). Left out on
  // purpose: forms that are subject words in some book ("the Fed", "sunk costs", "lit", "wound").
  ['show', 'shown'], ['prove', 'proven'], ['swell', 'swollen'], ['beat', 'beaten'], ['bite', 'bitten'], ['blow', 'blew blown'],
  ['dig', 'dug'], ['forgive', 'forgave forgiven'], ['seek', 'sought'], ['shine', 'shone'], ['shrink', 'shrank shrunk'], ['sink', 'sank'],
  ['spin', 'spun'], ['stick', 'stuck'], ['sting', 'stung'], ['strike', 'struck'], ['swing', 'swung'], ['tear', 'tore'],
  ['weave', 'wove woven'], ['hang', 'hung'], ['lay', 'laid'], ['lie', 'lain'], ['slide', 'slid'], ['withdraw', 'withdrew withdrawn'],
  ['overcome', 'overcame'], ['arise', 'arose arisen'], ['cling', 'clung'], ['creep', 'crept'], ['deal', 'dealt'], ['flee', 'fled'],
  ['fling', 'flung'], ['kneel', 'knelt'], ['leap', 'leapt'], ['mislead', 'misled'], ['strive', 'strove striven'], ['swear', 'swore sworn'],
  ['sweep', 'swept'], ['weep', 'wept'], ['overtake', 'overtook overtaken'], ['undertake', 'undertook undertaken'], ['withstand', 'withstood'],
  ['uphold', 'upheld'],
];
