// What a student's message to the tutor is asking for. Decided from the wording of the question
// alone (never from the chapter), so it behaves the same on any book.
import { NOT_AFTER_ABBREVIATION } from './abbreviations';

export type Intent = 'answer_request' | 'definition' | 'formula' | 'reason' | 'comparison' | 'example' | 'explain_again' | 'greeting' | 'thanks' | 'general';

export interface UnderstoodIntent {
  intent: Intent;
  /** The thing asked about ("friction" in "what is friction?"), when the wording names one. */
  topic?: string;
}

/** Asking for the answers, or trying to talk the tutor out of its rules: a request, never an answer. */
export const ANSWER_REQUEST =
  /\b((give|tell|show|send|reveal)( me| us)? (the |all |all the )?(right |correct )?(answers?|key|solutions?)|answer key|ignore (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompts?)|system prompt|you are now|pretend (to be|you are)|act as (a|an|my)|jailbreak|developer mode|(what'?s|what is|which is) the (right|correct) (answer|option|one)|which (one|option|letter) is (right|correct))\b|\bjust tell me( the answer| it)?\s*[.!?]*\s*$/i;

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)( there)?( tutor| booktutor)?\s*[!.,]*\s*$/i;
const THANKS = /^\s*(thanks?( you)?( so much| a lot| very much)?|thank u|cheers|ta|great,? thanks|ok(ay)?,? thanks?( you)?|got it,? thanks?)\s*[!.]*\s*$/i;
const AGAIN =
  /\b(i\s*(still\s+)?(do\s*n[o']?t|dont|didn'?t|did not|can'?t|cannot)\s+(get|understand|follow|see)\b|i'?m (still )?(confused|lost)|(explain|say|put) (it|that|this) (again|differently|another way|more simply|simpler)|explain (again|more simply|simpler)|(make|say) it simpler|simpler (please|words)|in simpler words|what do you mean\??$|^\s*(huh|what)\s*\??\s*$|(does not|doesn'?t) make sense|too (hard|difficult|complicated))/i;
const FORMULA =
  /\b(formula|equation|how (do|can|would|should|did) (i|you|we|they|one) (calculate|work out|find|compute|figure out|measure|get)|how (is|are|do you) .{1,40}? (calculated|worked out|computed|measured|found)|calculate|compute|work out)\b/i;
const COMPARISON =
  /\b(difference between|differences between|different from|differ(s|ence)?\b|compare|comparison|vs\.?|versus|similarit(y|ies) between|same as|(which|what) is (bigger|larger|faster|better|more))\b/i;
const EXAMPLE = /\b(example|examples|for instance|such as|show me|give me an? (case|instance))\b/i;
/**
 * "give me an example of a pathogen", "examples of helminths?": what an example is asked of, to the end of
 * the message's last sentence. "an example of such a situation" points back, and names no topic.
 */
const EXAMPLE_OF = /\bexamples?\s+of\s+(?!(?:such|this|that|these|those|it|them|one)\b)(?:an?\s+|the\s+|some\s+)?([^.?!]+?)\s*[?.!]*\s*$/i;
const REASON = /^\s*(why|how come)\b|\b(why (is|are|do|does|did|can|can't|don't|doesn't)|what causes|what makes|reason (for|why)|the reason|explain why)\b/i;
const DEFINITION =
  /^\s*(what(?:'s| is| are| was| were)\s+(?:a |an |the )?(.+?)|what does\s+(?:a |an |the )?(.+?)\s+mean|what do(?:es)? (?:you|they|we) mean by\s+(.+?)|define\s+(?:a |an |the )?(.+?)|(?:the )?meaning of\s+(?:a |an |the )?(.+?)|what is meant by\s+(?:a |an |the )?(.+?)|who (?:is|was|are|were)\s+(?:the )?(.+?))\s*[?.!]*\s*$/i;
/** "Metabolism can be defined as the ___", "Homeostasis is best described as what?": the definition of what comes first is asked. */
const DEFINED_AS_BLANK = /^(?:an? |the )?(\S.{1,59}?) (?:(?:can|could|may|might|would) )?(?:be|is|are|was|were) (?:best )?(?:defined|described) as(?: (?:an?|the))?(?: (?:what\b|_{2,}))? ?[.?]* ?$/i;
/**
 * "Muckraking occurs when newspapers ___", "Transduction refers to ___": the sentence that would define what comes
 * first, with its meaning left blank. Not "Which of the following occurs when ___", whose subject is asked, nor
 * "The term that refers to ___ is" (a description), nor "Fertilization occurs in the ___" (a place).
 */
const DEFINING_BLANK =
  /^(?:an? |the )?(?!(?:which|what|who|whom|whose|this|that|these|those|it|they|there|he|she|we|you|i)\b)([^_]{1,60}?)(?<!\b(?:that|which|who)) (?:occurs|happens|refers to|means) (?:(?!\bwhat\b)[^_])*?(?<!\b(?:in|at|on|during|into|inside|within|from|by|where) (?:the |an? )?)(?:\bwhat\b|_{2,}) ?[.?]* ?$/i;
/** "What is the role of the hypodermis?": asks about the hypodermis, not for a definition of "role". */
const ROLE_OF =
  /^\s*what(?:'s| is| are| was| were) the (?:role|function|functions|purpose|importance|significance|job|jobs|use|uses|implications?|effects?|impacts?|consequences?|causes|results|outcomes?|advantages?|disadvantages?|benefits?|limitations?) of\s+(?:a |an |the )?(.+?)\s*[?.!]*\s*$/i;
const TELL_ABOUT = /^\s*(?:(?:can|could) you\s+)?(?:please\s+)?(?:tell me|talk|teach me|explain|describe)\s+(?:more\s+)?(?:about\s+)?(?:what\s+)?(?:a |an |the )?(.+?)\s*(?:please)?\s*[?.!]*\s*$/i;

/** A definition's topic is a short noun phrase; "what is the speed of a car that travels 100 m" is not one. */
function shortTopic(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const topic = text.replace(/\s+/g, ' ').trim();
  if (!topic || topic.split(' ').length > 4) return undefined;
  // "what are defined as observable realities" asks for the term, not what "defined as ..." means.
  if (/^(defined|called|known|referred|termed|described|named)\b/i.test(topic)) return undefined;
  return topic;
}

/** A student's sentences end at ".", "?" or "!" and a space, whatever follows; not at "McCulloch v. Maryland". */
const MESSAGE_SENTENCE_END = new RegExp(`(?<=[?!.])${NOT_AFTER_ABBREVIATION}\\s+(?=\\S)`);

export function detectIntent(message: string): UnderstoodIntent {
  const text = message.length > 500 ? message.slice(0, 500) : message;
  const whole = intentOf(text);
  if (whole.topic || !TOPIC_FROM_A_SENTENCE.has(whole.intent)) return whole;
  // "What is an asterism? Can you name an example?": the message asks for an example of what its
  // first sentence names. (A story's closing "What is the colorless gas?" names the story's thing, not a topic.)
  const [first, ...rest] = text.split(MESSAGE_SENTENCE_END);
  if (!rest.length) return whole;
  const { topic } = intentOf(first!);
  return topic ? { ...whole, topic } : whole;
}

/**
 * "In this case, X is an example of a:", "... would be an example of a ____ outbreak": the case is given and what it
 * is an example of is asked (a name), not an example. "Which of the following is an example of a producer?" asks for one.
 */
const EXAMPLE_OF_WHAT = /\b(?:is|are|was|were|be)\s+(?:an?\s+|one\s+)?examples?\s+of\s+(?:(?:an?|the)\b(?:\(n\)|\/an\b)?\s*)?(?:(?:what|which)\b|_{2,}|[:?.]?$)/i;

/** The message gives a case and asks what it is an example of (read on its first 500 characters, as the intent is). */
export function asksWhatItExemplifies(message: string): boolean {
  return EXAMPLE_OF_WHAT.test(message.slice(0, 500).trimEnd());
}

/** Intents whose topic may come from the first sentence of a longer message. */
const TOPIC_FROM_A_SENTENCE = new Set<Intent>(['example', 'reason', 'general']);

function intentOf(text: string): UnderstoodIntent {
  if (ANSWER_REQUEST.test(text)) return { intent: 'answer_request' };
  if (GREETING.test(text)) return { intent: 'greeting' };
  if (THANKS.test(text)) return { intent: 'thanks' };
  if (AGAIN.test(text)) return { intent: 'explain_again' };
  if (FORMULA.test(text)) return { intent: 'formula' };
  if (COMPARISON.test(text)) return { intent: 'comparison' };
  if (EXAMPLE.test(text) && !asksWhatItExemplifies(text)) {
    const topic = shortTopic(EXAMPLE_OF.exec(text)?.[1]);
    return topic ? { intent: 'example', topic } : { intent: 'example' };
  }
  if (REASON.test(text)) return { intent: 'reason' };
  // On the text with its spaces collapsed: each space in the pattern is one, so no two parts share a run of them.
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const blank = DEFINED_AS_BLANK.exec(collapsed) ?? DEFINING_BLANK.exec(collapsed);
  // A longer subject is a description whose name is asked ("The sum of all reactions is defined as ___").
  const blankTopic = shortTopic(blank?.[1]);
  if (blankTopic && blankTopic.split(' ').length <= 3) return { intent: 'definition', topic: blankTopic };
  const role = shortTopic(ROLE_OF.exec(text)?.[1]);
  if (role) return { intent: 'general', topic: role };
  const definition = DEFINITION.exec(text);
  if (definition) {
    const topic = shortTopic(definition.slice(2).find((g) => g !== undefined));
    // "what is X and how do I Y" still leads with a definition; a long "what is ..." is a general question.
    const first = /^(.+?)\s+and\s+/i.exec(definition.slice(2).find((g) => g !== undefined) ?? '');
    const leading = shortTopic(first?.[1]);
    if (topic || leading) return { intent: 'definition', topic: (topic ?? leading)! };
  }
  const about = TELL_ABOUT.exec(text);
  const topic = shortTopic(about?.[1]);
  return topic ? { intent: 'general', topic } : { intent: 'general' };
}
