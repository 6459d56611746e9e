/**
 * Everything pocketsphinx needs to listen for one chapter: an ARPA trigram model over the
 * chapter's sentences plus typical student phrases, and a dictionary of exactly those words.
 */
import { buildArpaModel } from './arpa-model';
import { buildChapterDictionary, type PronouncingDictionary } from './pronunciations';
import { spokenSentences } from './spoken-words';
import { studentPhrases } from './student-phrases';

export interface ChapterLanguageModel {
  arpa: string;
  dictionary: string;
  vocabularySize: number;
  guessedWords: string[];
}

export function buildChapterLanguageModel(chapterText: string, dict: PronouncingDictionary): ChapterLanguageModel {
  const sentences = spokenSentences(chapterText);
  const corpus = [...sentences, ...studentPhrases(sentences)];
  const model = buildArpaModel(corpus);
  const dictionary = buildChapterDictionary(model.vocabulary, dict);
  return {
    arpa: model.text,
    dictionary: dictionary.text,
    vocabularySize: model.vocabulary.length,
    guessedWords: dictionary.guessed,
  };
}
