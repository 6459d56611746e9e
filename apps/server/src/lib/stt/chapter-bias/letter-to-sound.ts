/**
 * Fallback pronunciations for words the CMU dictionary lacks (kinematics, maglev, names).
 * Greedy longest-match English spelling rules onto the model's ARPAbet phones: rough, but a
 * rough pronunciation the chapter model expects beats a word the recogniser can never output.
 * Compounds of known words ("speedometer" -> no, "bookshelf" -> book + shelf) are tried first.
 */
type Rule = [grapheme: string, phones: string];

// Longer graphemes first; "$" marks the end of the word.
const RULES: Rule[] = [
  ['tion', 'SH AH N'],
  ['sion', 'ZH AH N'],
  ['ture', 'CH ER'],
  ['ough', 'AO'],
  ['augh', 'AO'],
  ['igh', 'AY'],
  ['tch', 'CH'],
  ['dge', 'JH'],
  ['que$', 'K'],
  ['ics$', 'IH K S'],
  ['ous$', 'AH S'],
  ['le$', 'AH L'],
  ['ed$', 'D'],
  ['es$', 'Z'],
  ['ph', 'F'],
  ['sh', 'SH'],
  ['ch', 'CH'],
  ['th', 'TH'],
  ['ng', 'NG'],
  ['ck', 'K'],
  ['qu', 'K W'],
  ['wh', 'W'],
  ['wr', 'R'],
  ['kn', 'N'],
  ['gh', 'G'],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['ie', 'IY'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ow', 'OW'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['ei', 'EY'],
  ['ey', 'IY'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['au', 'AO'],
  ['aw', 'AO'],
  ['oa', 'OW'],
  ['ue', 'UW'],
  ['ew', 'UW'],
  ['er', 'ER'],
  ['ir', 'ER'],
  ['ur', 'ER'],
  ['ar', 'AA R'],
  ['or', 'AO R'],
  ['y$', 'IY'],
  ['e$', ''],
  ['a', 'AE'],
  ['b', 'B'],
  ['c', 'K'],
  ['d', 'D'],
  ['e', 'EH'],
  ['f', 'F'],
  ['g', 'G'],
  ['h', 'HH'],
  ['i', 'IH'],
  ['j', 'JH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['o', 'AA'],
  ['p', 'P'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
  ['u', 'AH'],
  ['v', 'V'],
  ['w', 'W'],
  ['x', 'K S'],
  ['y', 'Y'],
  ['z', 'Z'],
];

const SOFT_BEFORE = /^[eiy]/;

export function letterToSound(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const phones: string[] = [];
  let i = 0;
  while (i < w.length) {
    const rest = w.slice(i);
    // c and g soften before e, i, y (force, giant).
    if ((rest[0] === 'c' || rest[0] === 'g') && SOFT_BEFORE.test(rest.slice(1)) && !rest.startsWith('ch') && !rest.startsWith('gh')) {
      phones.push(rest[0] === 'c' ? 'S' : 'JH');
      i += 1;
      continue;
    }
    // A doubled consonant is said once (ball, mass).
    if (i > 0 && rest[0] === w[i - 1] && !'aeiou'.includes(rest[0]!)) {
      i += 1;
      continue;
    }
    let matched = false;
    for (const [grapheme, sound] of RULES) {
      const atEnd = grapheme.endsWith('$');
      const g = atEnd ? grapheme.slice(0, -1) : grapheme;
      if (rest.startsWith(g) && (!atEnd || rest.length === g.length) && !(atEnd && i === 0)) {
        if (sound) phones.push(...sound.split(' '));
        i += g.length;
        matched = true;
        break;
      }
    }
    if (!matched) i += 1;
  }
  return phones.length > 0 ? phones.join(' ') : 'AH';
}

/** Splits an unknown word into two dictionary words when it is a compound (skateboard). */
export function compoundPronunciation(word: string, lookup: (w: string) => string | undefined): string | undefined {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const left = lookup(word.slice(0, cut));
    const right = lookup(word.slice(cut));
    if (left && right) return `${left} ${right}`;
  }
  return undefined;
}
