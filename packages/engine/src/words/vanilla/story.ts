/**
 * The vanilla (LAST STAND) campaign story: its words for each chapter and beat slot of
 * content/story.ts, which holds the beat days, the chapter numbers and the key missions once for
 * every universe. Words only. A beat whose id this universe named differently in logs written
 * before the story became content keeps that id as `storedId`.
 */
import type { StoryWords } from '../../content/story';

export const VANILLA_STORY_WORDS: StoryWords = {
  thread: {
    id: 'the_valley_war',
    title: 'The Valley War',
    description:
      'Four soldiers and a prefab command post hold a valley nobody else wanted, find out who is watching them and how, break the counter-offensive before it launches and carry the war to the enemy on Citadel Hill.',
  },
  chapters: {
    1: {
      title: 'Dig In',
      subtitle: 'A forward base at the edge of the map',
      description:
        'A handful of soldiers, a command post and a valley nobody else wanted. Build the Holdfast, learn the ground and survive the first assault.',
      tone: 'tense, improvised',
      color: '#6b8e23',
      pacing: 'slow build',
      openingNarrative:
        'The last bridge out of the valley fell three days ago. Command has given you four soldiers, a prefab command post and a single order: hold this ground until relieved. Nobody has said when that will be.',
      beats: {
        arrival: {
          title: 'Arrival',
          description: 'The squad reaches the old quarry road and raises the command post.',
          narrative:
            'The trucks leave before the dust settles. What remains is a concrete pad, a radio mast and the four people you will trust with your life. The sergeant is already pacing out where the wall should go.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'You have one job, Commander. When they come down this valley, you are still here.',
          },
        },
        first_contact: {
          title: 'First Contact',
          description: 'A patrol trades fire with an unknown group in the northern hills.',
          narrative:
            'Nobody was hit. Nobody saw faces. But the brass casings they left behind are military issue, and the ambush was laid by someone who has done it before.',
          characterSpeech: {
            speaker: 'Sergeant Major Dana Kell',
            text: 'Those were not bandits, sir. Bandits run. These pulled back in good order.',
          },
        },
        eyes_in_the_hills: {
          title: 'Eyes in the Hills',
          description: 'Signals detects regular transmissions from the ridge overlooking the base.',
          narrative:
            'Every morning at six, a short burst on a frequency nobody should be using. Someone on the ridge is counting our trucks and reporting the number.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'They are not watching the valley, Commander. They are watching us.',
          },
        },
        the_wall: {
          title: 'The Wall',
          description: 'Scouts report a large force moving down the valley. Operation Breakwater is ready.',
          narrative:
            'Headlights on the valley road, dozens of them, no attempt at concealment. They want us to see them coming. Every soldier who can hold a rifle is going to the outer wall tonight.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'Hold the wall tonight and the valley is ours. Lose it and there is nothing behind you.',
          },
        },
      },
      thematicElements: ['isolation', 'improvisation', 'first blood'],
      failureState: {
        title: 'Operations Suspended',
        description: 'More than 40% of the soldiers sent into the field have fallen. Command has pulled the plug.',
        narrative:
          "The order comes over the radio in a flat voice: withdraw what is left and abandon the position. The Holdfast will be a line in someone else's report now, and the valley belongs to them.",
      },
      successState: {
        title: 'The Wall Held',
        description: 'The first assault broke on the outer wall. The valley knows the Holdfast is here to stay.',
        narrative:
          'At dawn the road is littered with abandoned vehicles and the enemy is gone. The squad sleeps where it stood. For the first time, Command calls asking what you need instead of telling you what to do.',
      },
    },
    2: {
      title: 'Static',
      subtitle: 'The enemy always knows',
      description:
        'The enemy anticipates every move the Holdfast makes. Find out how, and take their eyes away from them.',
      tone: 'paranoid, methodical',
      color: '#2e4053',
      pacing: 'investigation',
      openingNarrative:
        'The wall held, but every patrol since has walked into an ambush or found an empty village. The enemy is always one step ahead. Either they are very good, or they are reading our mail.',
      openingAfterMiss:
        "The wall was never taken back. The enemy's first assault is still dug in along the valley road, every patrol since has walked into an ambush or found an empty village, and the enemy is always one step ahead. Either they are very good, or they are reading our mail.",
      beats: {
        aftermath: {
          title: 'Aftermath',
          description: 'Rebuilding after the assault, the squad finds enemy maps marked with our patrol times.',
          narrative:
            'The maps were taken from a dead officer at the wall. Every patrol route, every shift change, written in a neat hand. Some of the times were changed only last week.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'This is not guesswork. This is a timetable. Ours.',
          },
        },
        pattern_in_the_noise: {
          title: 'A Pattern in the Noise',
          description: "Signals links the enemy's moves to a relay station somewhere to the east.",
          narrative:
            'Every time an order leaves our operations room, a transmission goes out from the east within the hour. The enemy is not guessing; they are listening, and someone is relaying.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'Give me two more weeks and I will give you the exact hill it comes from.',
          },
        },
        the_leak: {
          title: 'The Leak',
          description: 'A contractor at the gate is caught with a transmitter sewn into his jacket.',
          narrative:
            'He cries, then he talks. He was paid to count trucks. He does not know who reads his reports, only that they go to a station in Karsk, and that it listens to far more than him.',
          characterSpeech: {
            speaker: 'Sergeant Major Dana Kell',
            text: 'One man with a radio. How many more of them are there?',
          },
        },
        karsk: {
          title: 'Karsk',
          description: 'The signal station at Karsk is located. Operation Iron Veil is ready.',
          narrative:
            'An old weather station on a hilltop, bristling with new antennas and guarded like a fortress. Take it, and the enemy goes deaf. Take its codebooks, and we hear everything they say.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'I want those codebooks intact, Commander. Burn the station if you must, but not the books.',
          },
        },
      },
      thematicElements: ['betrayal', 'surveillance', 'patience'],
      failureState: {
        title: 'Blind and Deaf',
        description: 'Karsk still stands and the enemy still hears every order.',
        narrative:
          'Patrols go out knowing they are expected. The valley becomes a place where the Holdfast reacts and the enemy decides. Command begins to talk about withdrawal again.',
      },
      successState: {
        title: 'Silence on the Air',
        description: "Karsk has fallen and its codebooks are on the Captain's desk.",
        narrative:
          'For three days the enemy nets are silent. On the fourth they come back with new codes, and the Captain reads them by lunchtime. The hunter has become the hunted.',
      },
    },
    3: {
      title: 'Counterstroke',
      subtitle: 'Taking the fight to them',
      description:
        "With the enemy's codes broken, the Holdfast sees the counter-offensive coming and strikes it before it can launch.",
      tone: 'urgent, aggressive',
      color: '#b8860b',
      pacing: 'accelerating',
      openingNarrative:
        'The codebooks changed everything. We read their orders before their own officers do. And the orders say the enemy is gathering everything it has for one blow that will wipe the Holdfast off the map.',
      openingAfterMiss:
        'Karsk still stands and its radios still hear every order we give. Whatever the enemy is gathering, we are reading none of it: we will learn of the blow when it lands, and it is coming.',
      beats: {
        reading_their_mail: {
          title: 'Reading Their Mail',
          description: 'Decrypted traffic reveals an enemy counter-offensive being assembled.',
          narrative:
            'Fuel requisitions, ammunition quotas, the names of units being pulled in from three provinces. They are not planning a raid. They are planning to end us.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'We have a month, perhaps less. And now we know exactly what is coming.',
          },
        },
        gathering_storm: {
          title: 'Gathering Storm',
          description: 'Enemy aircraft begin flying reconnaissance over the valley from a hidden airfield.',
          narrative:
            'They fly low, at dusk, and they are gone before the air-defence crews can track them. Wherever they land, it is close, and it is where the offensive will start.',
          characterSpeech: {
            speaker: 'Sergeant Major Dana Kell',
            text: 'Planes mean fuel, runways and ground crew. Nobody hides all of that for long.',
          },
        },
        blackpine: {
          title: 'Blackpine',
          description: 'The airfield is found in the Blackpine forest. Operation Nightfall is ready.',
          narrative:
            'A strip cut into the forest, camouflage nets over the aircraft, the offensive set to fly at dawn in three days. One night strike could break it before it begins.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'Hit them tonight, while the planes are on the ground. There will not be a second chance.',
          },
        },
        ashes: {
          title: 'Ashes',
          description: 'The enemy reels, and the whole front watches what the Holdfast does next.',
          narrative:
            'Smoke still hangs over the forest. Allied brigades that wrote the valley off are asking for our maps. The enemy is falling back to the one place they cannot afford to lose.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'Every order they send now says the same word: Citadel.',
          },
        },
      },
      thematicElements: ['initiative', 'risk', 'momentum'],
      failureState: {
        title: 'The Offensive Launches',
        description: "Blackpine's aircraft flew at dawn and the counter-offensive rolled down the valley.",
        narrative:
          'The Holdfast survives the week, barely, behind walls that are more rubble than stone. The initiative, so hard won, has been lost again.',
      },
      successState: {
        title: 'Nightfall',
        description: 'The airfield burned and the counter-offensive died on the ground.',
        narrative:
          'The fires at Blackpine were visible from the wall. By morning the enemy is retreating on every road, and for the first time the word in the mess hall is not survival. It is victory.',
      },
    },
    4: {
      title: 'Last Stand',
      subtitle: 'Everything on one hill',
      description:
        'The enemy has fallen back to its headquarters on Citadel Hill. Take it, and the war in the valley is over.',
      tone: 'grim, resolute',
      color: '#7b241c',
      pacing: 'climax',
      openingNarrative:
        'Citadel Hill: trenches, bunkers and every soldier the enemy has left. They will not retreat from there because there is nowhere left to go. Neither, after all this, is there for us.',
      openingAfterMiss:
        "Blackpine's aircraft flew and the counter-offensive rolled down the valley; what is left of it is dug in on Citadel Hill, with every soldier the enemy has. They will not retreat from there. Neither, after all we failed to stop, can we.",
      beats: {
        the_offer: {
          title: 'The Offer',
          description: 'The enemy commander offers a truce. Command refuses.',
          narrative:
            'A letter under a white flag: stop here, keep the valley, leave the hill. Command reads it and sends back one line. The messenger walks back up the hill alone.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'If we stop now, we fight this war again in a year. We finish it.',
          },
        },
        everything_we_have: {
          title: 'Everything We Have',
          description: 'Reinforcements and supplies flow to the Holdfast for the final push.',
          narrative:
            'Convoys arrive daily now, escorted by units that once called the Holdfast a lost cause. Fresh faces join the squad, and the veterans teach them what the wall taught us.',
          characterSpeech: {
            speaker: 'Sergeant Major Dana Kell',
            text: 'Train them hard. The hill will not give them a second lesson.',
          },
        },
        the_eve: {
          title: 'The Eve',
          description: 'The final plans are drawn; the hill is watched day and night.',
          narrative:
            'Sand tables, aerial photographs, rehearsals in the quarry at night. Everyone knows their part. Nobody talks about the odds, and nobody needs to.',
          characterSpeech: {
            speaker: 'Captain Idris Okafor',
            text: 'They are digging deeper every night. The longer we wait, the higher the price.',
          },
        },
        citadel_hill: {
          title: 'Citadel Hill',
          description: 'The assault on Citadel Hill is ready. Operation Last Stand begins.',
          narrative:
            'Before dawn the squad gathers at the foot of the hill where this war will end. Somewhere above, the enemy is waiting for them. The Holdfast has held long enough. Now it attacks.',
          characterSpeech: {
            speaker: 'Colonel Mara Voss',
            text: 'Whatever happens up there, Commander, the valley will remember who held it.',
          },
        },
      },
      thematicElements: ['sacrifice', 'resolve', 'endgame'],
      failureState: {
        title: 'The Hill Stands',
        description: 'The assault on Citadel Hill failed and the survivors fell back to the Holdfast.',
        narrative:
          'The hill is still theirs, and the valley is still contested. The Holdfast endures, as it always has, and waits for the strength to try again.',
      },
      successState: {
        title: 'Last Stand',
        description: 'Citadel Hill has fallen. The war in the valley is over.',
        narrative:
          'The flag goes up over the command bunker as the sun rises. Down in the valley, people come out of their houses to watch. The Holdfast held, and then it won.',
      },
    },
  },
};
