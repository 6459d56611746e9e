/** English Grammar Essentials 5 (publisher JD): original text written for the BookTutor demo. */
export const nounsAndPronouns = `Nouns and Pronouns

Nouns name things
A noun is a word that names a person, a place, an animal, a thing or an idea. In the sentence "Maya took her kite to the park", the words Maya, kite and park are nouns. Ideas and feelings that we cannot see or touch, such as courage, happiness and friendship, are nouns too.

Common and proper nouns
A common noun names any member of a group: girl, city, river, dog. A proper noun names one particular person, place or thing, and it always begins with a capital letter: Maya, Delhi, the Nile, Friday. Days of the week and months of the year are proper nouns, but the seasons are usually common nouns.

Singular and plural
A singular noun names one thing and a plural noun names more than one. Most nouns form the plural by adding -s (book, books). Nouns ending in -s, -sh, -ch or -x add -es (bus, buses; box, boxes). Some nouns change in a special way: child becomes children, mouse becomes mice and foot becomes feet. A few nouns, such as sheep and deer, stay the same.

Pronouns take the place of nouns
A pronoun is a word used instead of a noun, so that we do not repeat the same noun again and again. Instead of writing "Maya said Maya had lost Maya's kite", we write "Maya said she had lost her kite". Common pronouns are I, you, he, she, it, we and they, and me, him, her, us and them.

Choosing the right pronoun
We use I, he, she, we and they when the pronoun does the action, and me, him, her, us and them when the action is done to it. So we say "She helped him", not "Her helped he".

Review Questions

1. What is a noun? (2 marks)
Answer: A word that names a person, place, animal, thing or idea.
Key terms: names, person, place, thing

2. Which of these is a proper noun?
a) river b) Friday c) happiness d) city
Answer: b

3. What is the plural of "child"? (1 mark)
Answer: children

4. Proper nouns always begin with a capital letter. True or False? (1 mark)
Answer: True

5. Rewrite "Ravi said Ravi would bring Ravi's bat" using pronouns. (2 marks)
Answer: Ravi said he would bring his bat.
Key terms: he, his
`;
