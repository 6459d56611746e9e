// Singular and plural of the nouns science borrowed from Latin and Greek, made one before stemming.
// The Porter stemmer takes "virus" to "viru" but "viruses" to "virus", "analysis" to "analysi" but
// "analyses" to "analys", and leaves "fungi", "bacteria" and "algae" apart from their singulars, so a
// student's "virus" never met the book's "viruses". Those are among the words a science chapter is about.

/** Plurals no rule can tell from other words ending in -i, -a or -ices ("taxi", "formula", "notices"). */
const IRREGULAR_PLURALS = new Map<string, string>(
  (
    'fungi fungus nuclei nucleus nucleoli nucleolus stimuli stimulus cacti cactus radii radius alumni alumnus foci focus loci locus ' +
    'bacilli bacillus cocci coccus streptococci streptococcus staphylococci staphylococcus syllabi syllabus termini terminus ' +
    'villi villus microvilli microvillus bronchi bronchus alveoli alveolus emboli embolus thalami thalamus hippocampi hippocampus ' +
    'gyri gyrus sulci sulcus glomeruli glomerulus octopi octopus calculi calculus fetuses fetus ' +
    'bacteria bacterium criteria criterion phenomena phenomenon data datum strata stratum curricula curriculum media medium ' +
    'ova ovum mitochondria mitochondrion protozoa protozoan spermatozoa spermatozoon ganglia ganglion taxa taxon flagella flagellum ' +
    'cilia cilium septa septum atria atrium maxima maximum minima minimum spectra spectrum quanta quantum genera genus corpora corpus ' +
    'matrices matrix indices index vertices vertex cortices cortex appendices appendix apices apex helices helix ' +
    'axes axis crises crisis theses thesis oases oasis'
  )
    .split(' ')
    .reduce<Array<[string, string]>>((pairs, word, i, all) => (i % 2 ? pairs : [...pairs, [word, all[i + 1]!]]), []),
);

/**
 * The word as the stemmer should see it, so that both numbers of a noun meet: a listed plural becomes
 * its singular, "-ae" becomes "-a" ("algae", "larvae"). A singular in "-us" ("virus", "stimulus") or "-sis"
 * ("analysis") is marked by `keepsEnding` for the stemmer to leave whole or to stem as its plural.
 */
export function singularForStemming(word: string): string {
  const listed = IRREGULAR_PLURALS.get(word);
  if (listed) return listed;
  if (word.length >= 5 && word.endsWith('ae')) return word.slice(0, -1);
  return word;
}

/** "virus", "stimulus", "focus": Porter would cut the "s" that their plurals and verbs ("focused") keep. Not "-ous" adjectives. */
export const endsInUs = (word: string) => word.length >= 4 && word.endsWith('us') && !word.endsWith('ous');

/** "analysis", "hypothesis": stemmed as their plural ("analyses"), which is how the stemmer meets "diagnose", "synthesize". */
export const endsInSis = (word: string) => word.length >= 6 && word.endsWith('sis');
