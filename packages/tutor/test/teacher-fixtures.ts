// Small chapters written for these tests (not the evaluation chapters), laid out as teachers paste
// them: a title line, then short headings on their own line directly above their paragraph.
export const SPEED_AND_FARES = `Journeys, Speed and Fares

What is speed?
Speed tells us how fast something moves. Average speed is the total distance travelled divided by the total time taken: average speed = distance / time. For example, a bus that travels 30 kilometres in 2 hours has an average speed of 15 kilometres per hour.

Friction
Friction is a force that acts between two surfaces that touch each other, and it always opposes motion. Rough surfaces produce more friction than smooth ones. Oil and grease reduce friction between moving parts of a bus engine.

Bus fares
A fare is the price a passenger pays for a journey. A single ticket costs $5 and a return ticket costs $9, so a return saves $1 compared with two singles. Longer journeys usually cost more, because the bus uses more fuel and the driver works for longer.

Timetables
A timetable lists the times at which a bus leaves each stop. Passengers use the timetable to plan a journey and to work out how long it will take.
`;

export const RIVERS = `Rivers

From source to mouth
A river begins at its source, which may be a spring, a lake or a melting glacier. It flows downhill and ends at its mouth, where it enters a sea or a lake. Smaller rivers that join a main river are called tributaries. The area of land drained by a river and its tributaries is called its drainage basin.

The lower course
Near the sea the river is wide and slow. It drops the mud and sand it carries, building flat floodplains. Where a river meets the sea it may split into many channels and build a delta, a fan-shaped area of new land made of mud and sand.

Review Questions

1. What is a tributary? (2 marks)
Answer: A smaller river that joins a main river.
Key terms: smaller river, joins

2. Which landform does a river build where it meets the sea?
a) waterfall b) delta c) meander d) gorge
Answer: b

3. A river's source is where it ends. True or False? (1 mark)
Answer: False
`;
