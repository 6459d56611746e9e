// Words written with a full stop that ends no sentence: a title before a name ("Dr. Kenneth Clark"), the
// "v." and "vs." between two sides ("McCulloch v. Maryland", "1/P vs. V"), "e.g.", "et al.", "Fig. 3".

const ABBREVIATIONS = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof', 'St', 'Sgt', 'Gen', 'Col', 'Lt', 'Capt', 'Rev', 'vs', 'al', 'e\\.g', 'i\\.e', 'ca', 'approx', 'Fig', 'No', 'Vol'];

/**
 * A lookbehind (as pattern source) that fails right after one of them and its full stop, and after a case's
 * "v." between names ("McCulloch v."); a letter "v." after a lowercase word ends a sentence ("with velocity v.").
 */
export const NOT_AFTER_ABBREVIATION = `(?<!\\b(?:${ABBREVIATIONS.join('|')})\\.)(?<!\\b[A-Z][\\w'’-]* v\\.)`;
