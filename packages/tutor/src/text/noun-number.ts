// Singular and plural of the nouns science borrowed from Latin and Greek, made one before stemming.
// The Porter stemmer takes "virus" to "viru" but "viruses" to "virus", "analysis" to "analysi" but
// "analyses" to "analys", and leaves "fungi", "bacteria" and "algae" apart from their singulars, so a
// student's "virus" never met the book's "viruses". Those are among the words a science chapter is about.

/** Plurals no rule can tell from other words ending in -i, -a or -ices ("taxi", "formula", "notices"): plural, then singular. */
const PAIRS =
  'fungi fungus nuclei nucleus nucleoli nucleolus stimuli stimulus cacti cactus radii radius alumni alumnus foci focus loci locus ' +
  'bacilli bacillus cocci coccus streptococci streptococcus staphylococci staphylococcus syllabi syllabus termini terminus ' +
  'villi villus microvilli microvillus bronchi bronchus alveoli alveolus emboli embolus thalami thalamus hippocampi hippocampus ' +
  'gyri gyrus sulci sulcus glomeruli glomerulus octopi octopus calculi calculus fetuses fetus ' +
  'bacteria bacterium criteria criterion phenomena phenomenon data datum strata stratum curricula curriculum media medium ' +
  'ova ovum mitochondria mitochondrion protozoa protozoan spermatozoa spermatozoon ganglia ganglion taxa taxon flagella flagellum ' +
  'cilia cilium septa septum atria atrium maxima maximum minima minimum spectra spectrum quanta quantum genera genus corpora corpus ' +
  'matrices matrix indices index vertices vertex cortices cortex appendices appendix apices apex helices helix ' +
  'axes axis crises crisis theses thesis oases oasis';

/**
 * English's own irregular plurals, which Porter leaves apart ("women" and "woman", "teeth" and "tooth", "knives"
 * and "knife"). Not those that are verbs too ("leaves", "lives", "halves", "shelves", "calves": "calved" would
 * lose "calves"), nor "people", a word of its own.
 */
const ENGLISH_PAIRS = 'men man women woman children child teeth tooth feet foot geese goose mice mouse lice louse oxen ox knives knife wolves wolf hooves hoof thieves thief loaves loaf wives wife';

const IRREGULAR_PLURALS = new Map<string, string>();
const words = `${PAIRS} ${ENGLISH_PAIRS}`.split(' ');
for (let i = 0; i + 1 < words.length; i += 2) IRREGULAR_PLURALS.set(words[i]!, words[i + 1]!);

/**
 * Porter, with both numbers of a noun made one: a listed plural becomes its singular, "-ae" becomes "-a"
 * ("algae", "larvae"); a singular in "-us" ("virus", "stimulus", "focus", whose plural and verb forms keep the
 * "s" Porter would cut) is left whole, though not an "-ous" adjective; one in "-sis" ("analysis") is stemmed
 * as its plural ("analyses"), which is how Porter also meets "diagnose" and "synthesize".
 */
export function stemBothNumbers(word: string, porter: (word: string) => string): string {
  const listed = IRREGULAR_PLURALS.get(word);
  const singular = listed ?? (word.length >= 5 && word.endsWith('ae') ? word.slice(0, -1) : word);
  if (singular.length >= 4 && singular.endsWith('us') && !singular.endsWith('ous')) return singular;
  if (singular.length >= 6 && singular.endsWith('sis')) return porter(`${singular.slice(0, -2)}es`);
  return porter(singular);
}
