/** Planet Earth 9 (geography): original text written for the BookTutor demo. */
export const riversAndTheirWork = `Rivers and Their Work

From source to mouth
A river begins at its source, which may be a spring, a lake or a melting glacier high in the hills. It flows downhill and ends at its mouth, where it enters a sea, a lake or another river. Smaller rivers that join a main river are called tributaries, and the area of land drained by a river and its tributaries is called its drainage basin. The boundary between two drainage basins is called a watershed.

The upper course
Near its source, in the upper course, a river flows quickly down steep slopes. Here its main work is erosion: the fast water and the stones it carries wear away the river bed and make it deeper. Over thousands of years this produces steep-sided V-shaped valleys. Where a band of hard rock lies on top of softer rock, the softer rock is worn away faster and a waterfall forms.

The middle course
In the middle course the land is gentler and the river becomes wider. It begins to swing from side to side in large bends called meanders. Water flows fastest on the outside of a bend, where it erodes the bank, and slowest on the inside, where it drops sand and gravel. Sometimes a meander is cut off to form a curved oxbow lake.

The lower course
Near the sea the river flows slowly over flat land. Its main work is now deposition: it drops the fine material, called silt, that it has carried. When the river floods, silt spreads over the land and builds a flat, fertile floodplain. Where a river meets a calm sea it may deposit so much silt that new land forms at its mouth. This fan-shaped landform is called a delta; the Ganga-Brahmaputra delta is one of the largest in the world.

Rivers and people
Rivers give people water for drinking and farming, fertile soil, fish, transport routes and hydroelectric power, which is why many great cities stand on river banks.

Review Questions

1. What is the source of a river? (1 mark)
Answer: The place where a river begins.

2. What is a tributary? (2 marks)
Answer: A smaller river or stream that joins a main river.
Key terms: smaller river, joins

3. Which landform is typical of a river's upper course?
a) delta b) floodplain c) V-shaped valley d) oxbow lake
Answer: c

4. A river deposits most material on the outside of a meander. True or False? (1 mark)
Answer: False

5. Explain how a delta forms. (3 marks)
Answer: Near its mouth the river slows down and deposits the silt it carries; when it meets a calm sea the silt builds up faster than it is removed and forms new fan-shaped land.
Key terms: slows, deposits, silt, calm sea
`;
