/** Science Explorer 8: original text written for the BookTutor demo. */
export const forcesAndMotion = `Forces and Motion

What is a force?
A force is a push or a pull that acts on an object. When you kick a football, open a door or lift a school bag, you are applying a force. Forces are measured in newtons, named after the scientist Isaac Newton. A spring balance, also called a newton meter, is used to measure the size of a force. Every force has both a size and a direction, so we often draw forces as arrows: the longer the arrow, the bigger the force.

What forces can do
A force can make a still object start moving, make a moving object speed up or slow down, change the direction in which an object moves, or change the shape of an object. When you squeeze a sponge, the force changes its shape. When a cricket bat hits a ball, the force changes both the speed and the direction of the ball.

Balanced and unbalanced forces
Usually more than one force acts on an object at the same time. If two forces are equal in size and act in opposite directions, they are balanced. Balanced forces do not change the motion of an object: a book resting on a table stays still because the weight of the book pulling down is balanced by the table pushing up. If the forces are unbalanced, the object speeds up, slows down or changes direction in the direction of the bigger force.

Friction
Friction is a force that acts between two surfaces that touch each other, and it always opposes motion. Rough surfaces produce more friction than smooth ones. Friction is useful: it lets our shoes grip the ground and lets car brakes stop a car. It can also be a nuisance, because it wears out machine parts and turns useful energy into heat. Oil and grease reduce friction between moving parts.

Speed
Speed tells us how fast an object moves. It is calculated by dividing the distance travelled by the time taken: speed = distance / time. A cyclist who travels 100 metres in 20 seconds has a speed of 5 metres per second (5 m/s).

Review Questions

1. What is a force? (2 marks)
Answer: A push or a pull that acts on an object.
Key terms: push, pull

2. In which unit are forces measured?
a) joule b) newton c) watt d) metre
Answer: b

3. Balanced forces change the speed of an object. True or False? (1 mark)
Answer: False

4. Name two things a force can do to an object. (2 marks)
Answer: It can start or stop an object moving, change its speed, change its direction or change its shape.
Key terms: speed, direction, shape

5. A car travels 150 metres in 10 seconds. What is its speed in m/s? (2 marks)
Answer: 15 m/s

6. Give one way to reduce friction between moving parts of a machine. (1 mark)
Answer: Use oil or grease to lubricate the parts.
Key terms: oil, grease, lubricate
`;

export const theWaterCycle = `The Water Cycle

Water on the move
The water on Earth is always moving. The same water has been used again and again for millions of years: the water in your glass may once have fallen as rain on a distant mountain or flowed through an ancient river. This continuous movement of water between the land, the oceans and the air is called the water cycle. The Sun provides the energy that drives it.

Evaporation
When the Sun heats the surface of oceans, lakes and rivers, some of the liquid water turns into an invisible gas called water vapour. This change is called evaporation. Plants also release water vapour from tiny holes in their leaves; this is called transpiration. Warm air carries the water vapour upwards.

Condensation
As the warm, moist air rises it cools down. Cool air cannot hold as much water vapour, so the vapour turns back into tiny droplets of liquid water. This change from gas to liquid is called condensation. Billions of these droplets together form the clouds we see in the sky. You can see condensation at home when water droplets form on the outside of a cold glass.

Precipitation
Inside a cloud the tiny droplets bump into each other and join to make bigger drops. When the drops become too heavy for the air to hold up, they fall to the ground as precipitation. Precipitation can be rain, snow, sleet or hail, depending on how cold the air is.

Collection
Some of the water that falls soaks into the ground and becomes groundwater, which is stored in rocks and can feed wells and springs. The rest runs off the land into streams and rivers and finally reaches the sea. This is called collection. From the sea, the water evaporates again and the cycle continues.

Why the water cycle matters
The water cycle brings fresh water to the land. Evaporation leaves salt behind in the sea, so rain is fresh water that people, animals and plants can use.

Review Questions

1. What provides the energy that drives the water cycle? (1 mark)
Answer: The Sun

2. What is evaporation? (2 marks)
Answer: The change of liquid water into water vapour when it is heated.
Key terms: liquid, water vapour, heat

3. Clouds are made of tiny droplets of liquid water. True or False? (1 mark)
Answer: True

4. Which word describes water falling from clouds as rain, snow, sleet or hail?
a) condensation b) transpiration c) precipitation d) collection
Answer: c

5. Explain why rain water is fresh even though most of it evaporated from the salty sea. (2 marks)
Answer: When sea water evaporates the salt is left behind, so the water vapour and the rain that forms from it contain no salt.
Key terms: salt, left behind, evaporates
`;
