// Retrain the built-in free-text grader: `npm run train -w @booktutor/tutor`.
// Trains on every question of the SemEval-2013 Task 7 2-way training set (Beetle + SciEntsBank)
// and writes src/grading/free-text-model.json and src/grading/reference-idf.json, which ship with
// the package. How well this recipe grades questions it never saw is measured by `npm run eval`,
// which retrains it per fold with each fold's questions left out (see grader-training.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { trainGrader } from './grader-training';
import { CORPORA, loadCorpus } from './semeval-data';

const { trained, table } = trainGrader(CORPORA.flatMap(loadCorpus));
const write = (file: string, value: unknown) => writeFileSync(resolve(import.meta.dirname, '../src/grading', file), `${JSON.stringify(value)}\n`);
write('reference-idf.json', table);
write('free-text-model.json', trained);
console.log(trained.about);
console.log(`correctAt ${trained.correctAt}, partialAt ${trained.partialAt}, ${trained.models.length} x ${trained.models[0]!.trees.length} trees`);
