/** Our Past 7 (history): original text written for the BookTutor demo. */
export const theIndusValley = `The Indus Valley Civilisation

Discovering a lost civilisation
About one hundred years ago, archaeologists digging at Harappa and Mohenjo-daro, in what is now Pakistan, found the remains of large, carefully planned cities. They had uncovered one of the world's earliest civilisations. It grew up along the Indus River and its tributaries and flourished from about 2600 BCE to 1900 BCE. Because Harappa was the first city to be excavated, the civilisation is also called the Harappan civilisation.

Planned cities
The Harappan cities were remarkable for their planning. Streets were laid out in a grid and crossed each other at right angles. Houses were built of baked bricks of a standard size, and many had their own wells and bathrooms. Covered drains ran along the streets and carried waste water away from the houses, something many later cities did not have. Mohenjo-daro had a large public bath, called the Great Bath, which may have been used for religious ceremonies.

Farming and trade
Most people were farmers. The floods of the Indus left rich soil on which they grew wheat, barley, peas and cotton, and they kept cattle, sheep and goats. Craftspeople made pottery, beads, copper tools and small stone seals carved with animals and a script. Harappan traders travelled by land and sea; seals from the Indus Valley have been found as far away as Mesopotamia, in present-day Iraq. Traders used standard weights made of stone, which shows that trade was carefully organised.

An unsolved mystery
The Harappans had a system of writing, but nobody has yet been able to read it. We therefore know about their lives only from the objects and buildings they left behind. After about 1900 BCE the cities were slowly abandoned. Historians think that changes in the course of rivers, floods, a drier climate or the decline of trade may have been responsible.

Review Questions

1. Along which river did the Harappan civilisation grow up? (1 mark)
Answer: The Indus River

2. Name the two cities whose excavation revealed the civilisation. (2 marks)
Answer: Harappa and Mohenjo-daro
Key terms: Harappa, Mohenjo-daro

3. Give two features that show the Harappan cities were well planned. (2 marks)
Answer: Streets laid out in a grid, standard-sized baked bricks, covered drains and houses with wells and bathrooms.
Key terms: grid, drains, bricks

4. Historians can read the Harappan script. True or False? (1 mark)
Answer: False

5. What does the discovery of Harappan seals in Mesopotamia tell us? (2 marks)
Answer: That the Harappans traded over long distances with Mesopotamia.
Key terms: trade, Mesopotamia
`;
