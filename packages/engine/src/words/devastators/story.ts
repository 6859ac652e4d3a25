/**
 * The Devastators campaign story (1935, the Churn): its words for each chapter and beat slot of
 * content/story.ts, which holds the beat days, the chapter numbers and the key missions once for
 * every universe. Words only. This universe's campaign logs name
 * its beats by the ids in content/story.ts `STORY_BEAT_LOG_IDS`.
 *
 * Cast: Guild Marshal Helena Stroud (the Engineers' Guild, Haverstadt), Foreman Rudi Kessler (the
 * yard), Signaller Ada Lindqvist (the Wireless Station), and Doctor Anselm Varga, who built the
 * Governor, the first engine that thought for itself, and now speaks for the Churn.
 * Places: Ashgate Junction, Orlen Heights, Sallow Moor, the Brenner Works on Furnace Hill.
 */
import type { StoryWords } from '../../content/story';

export const DEVASTATORS_STORY_WORDS: StoryWords = {
  thread: {
    id: 'the_ashgate_line',
    title: 'The Ashgate Line',
    description:
      'A rail yard at the end of the line holds the last junction against the Churn, finds the voice that directs the machines, burns their offensive before it takes wing and stops the Governor at the Brenner Works on Furnace Hill.',
  },
  chapters: {
    1: {
      title: 'Rivets and Grit',
      subtitle: 'A rail yard at the end of the line',
      description:
        'A handful of hands, a signal box for a War Room and the last junction between the Churn and the capital. Fire the boilers, learn the line and survive the first machine tide.',
      tone: 'tense, improvised',
      color: '#8a5a2b',
      pacing: 'slow build',
      openingNarrative:
        "The last train out of Ashgate left with the civilians and the good coal. The Guild has left you four hands, a signal box for a War Room and an order in the Marshal's own writing: keep the junction working. Every line east runs through it, and the Churn knows that as well as you do.",
      beats: {
        arrival: {
          title: 'Steam Up',
          description: 'The crew fires the old engine house and sets up the War Room in the signal box.',
          narrative:
            'The boilers take three hours to wake. When the gauge finally climbs, the yard lamps stutter on one by one and the crew cheers as if it were a victory. By midnight the foreman has the whole crew dragging dead wagons across the eastern approach.',
          characterSpeech: {
            speaker: 'Guild Marshal Helena Stroud',
            text: 'Ashgate is the last junction between the Churn and Haverstadt, Engineer. While trains run through it, the capital eats.',
          },
        },
        first_contact: {
          title: 'Scrap That Walks',
          description: 'A line patrol meets a Churn scout among the dead locomotives.',
          narrative:
            'It was built from a threshing machine, a sewing machine and half a bicycle, and it ran when the lamps found it. Two rounds through its boiler did not stop it; it kept crawling until the pressure went. It had been counting wagons.',
          characterSpeech: {
            speaker: 'Foreman Rudi Kessler',
            text: "Scavengers don't take notes, Engineer. That one was taking notes.",
          },
        },
        eyes_in_the_hills: {
          title: 'The Ticking in the Wire',
          description: 'The Wireless Station picks up a clicking pattern from the slag heaps east of the yard.',
          narrative:
            'Every dawn, forty seconds of clicks on a band no human set uses. Written out on graph paper, they make the same shape each time, with one figure that changes. It goes up by one whenever a train leaves the yard.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: "It isn't noise, Engineer. It's arithmetic. Something out there is keeping our timetable.",
          },
        },
        the_wall: {
          title: 'The Tide',
          description: 'A Churn column grinds out of the east towards the barricades. Operation Steel Tide is ready.',
          narrative:
            'Furnace-glow on the horizon first, then the sound: a thousand pistons keeping step. They are not hiding. Machines have no need to. Every hand who can pull a trigger or a lever goes to the barricades tonight.',
          characterSpeech: {
            speaker: 'Guild Marshal Helena Stroud',
            text: 'If Ashgate falls, the capital starves by spring. Hold the barricade, Engineer. There is no second line.',
          },
        },
      },
      thematicElements: ['isolation', 'improvisation', 'the machine tide'],
      failureState: {
        title: 'The Yard Goes Cold',
        description:
          'More than 40% of the hands sent into the field have fallen. The Guild has ordered Ashgate abandoned.',
        narrative:
          "The Marshal's telegram is four words long: bank boilers, spike points. The last train west leaves at dawn, and behind it the Churn walks into Ashgate and begins to take it apart, rail by rail.",
      },
      successState: {
        title: 'The Barricade Held',
        description: 'The Churn column broke on the barricades, and its wrecks still smoke along the eastern line.',
        narrative:
          'At first light the crew walks among the dead machines with crowbars, already arguing over which parts to keep. Haverstadt sends a coal train and, for once, no orders: only a telegram from the Marshal that reads WELL DONE ASHGATE STOP.',
      },
    },
    2: {
      title: 'Crosstalk',
      subtitle: 'The machines always know',
      description:
        'The Churn answers every move Ashgate makes before it is made. Find the voice that directs the machines and cut it off.',
      tone: 'paranoid, methodical',
      color: '#4a4e4d',
      pacing: 'investigation',
      openingNarrative:
        'The barricade held, but every sortie since has found the Churn waiting, or found nothing at all. Trains the machines should never have heard of are derailed at exactly the right culvert. Machines do not guess. Someone, or something, is telling them.',
      openingAfterMiss:
        'The barricade fell and the yard was never retaken. Every sortie since has found the Churn waiting, trains are derailed at exactly the right culvert, and machines do not guess. Someone, or something, is telling them.',
      beats: {
        aftermath: {
          title: 'Salvage',
          description:
            'Stripping the wrecks, the Foundry finds a walker with our timetable punched into its memory drum.',
          narrative:
            'Brass pins on a turning drum, like the works of a music box. Played slowly by hand, it recites every departure from Ashgate for the last month, including two changed only last Tuesday.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: 'This is not scouting. This is our own timetable, to the minute.',
          },
        },
        pattern_in_the_noise: {
          title: 'The Carrier Wave',
          description: "The Wireless Station traces the Churn's clicking to a relay in the northern hills.",
          narrative:
            'Whenever an order leaves the War Room, the clicking in the hills changes pitch within the hour. The Churn is not only watching Ashgate. It is listening to it, and something in the north passes on what it hears.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: "Every transmitter has a voice. Give me three listening posts and a fortnight, and I'll find this one's throat.",
          },
        },
        the_leak: {
          title: 'The Telegraphist',
          description: 'A Rail Depot telegraphist is caught tapping our orders into the rails themselves.',
          narrative:
            'He used the line as his wire: a key clipped to the track at night, tapping into the steel. He says a voice on the wireless promised his family would be spared when the Churn came. It knew their names. It called itself Doctor Varga.',
          characterSpeech: {
            speaker: 'Foreman Rudi Kessler',
            text: 'Sold us to the machines for a promise. How many more of them has that voice called?',
          },
        },
        karsk: {
          title: 'The Mast at Orlen',
          description: 'The Churn relay is found on Orlen Heights. Operation Cut Wire is ready.',
          narrative:
            'An old broadcasting mast on a hilltop, overgrown with new antennas and ringed by walkers that never sleep. Silence it and the Churn goes deaf. Take its codebooks, drums of punched brass, and we hear every order Varga gives.',
          characterSpeech: {
            speaker: 'Guild Marshal Helena Stroud',
            text: 'Melt that mast to slag if you must, Engineer, but bring me those drums whole.',
          },
        },
      },
      thematicElements: ['treachery', 'eavesdropping', 'patience'],
      failureState: {
        title: 'Deaf and Blind',
        description: 'The mast at Orlen still stands and the Churn still hears every order.',
        narrative:
          'Sorties roll out knowing they are expected. The Churn decides where the fighting happens and the yard only answers. In Haverstadt, clerks start drafting the order to pull the line back to the river.',
      },
      successState: {
        title: 'Static on the Band',
        description: "Orlen is silent, and its cipher drums turn on the Signaller's bench.",
        narrative:
          'The clicking stops. A week later it starts again in a new cipher, and the Wireless Station has it broken before the kettle boils. For the first time, it is the machines who are overheard.',
      },
    },
    3: {
      title: 'Iron Rookery',
      subtitle: 'Carrying the fight to the factories',
      description:
        "With the Churn's ciphers broken, Ashgate sees its great offensive being built and strikes before it can take wing.",
      tone: 'urgent, aggressive',
      color: '#c0582c',
      pacing: 'accelerating',
      openingNarrative:
        "With the drums on the Signaller's bench, the Churn has no secrets left. Its orders describe a single blow: a flight of machine bombers to burn Ashgate, and the capital behind it, in one night.",
      openingAfterMiss:
        'The signal tower still stands and the Churn still hears every order we send down the wire. Its plans are closed to us: whatever blow it is readying, we will hear of it when Ashgate burns.',
      beats: {
        reading_their_mail: {
          title: 'Listening In',
          description: 'Decrypted Churn traffic describes an offensive being assembled across the occupied north.',
          narrative:
            'Orders for coal, for aluminium, for canvas by the mile. Factories across the occupied north have stopped making walkers. The Churn is teaching itself to fly.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: "Four weeks, by the ore quotas. And it's building wings.",
          },
        },
        gathering_storm: {
          title: 'Wings at Dusk',
          description: 'Churn flying machines begin scouting the line from a hidden field.',
          narrative:
            'They come at dusk, riveted gulls with propellers for beaks, and the flak crews never catch them before the dark does. Short wings, small tanks. Wherever they nest, it is close, and it is where the blow will fall from.',
          characterSpeech: {
            speaker: 'Foreman Rudi Kessler',
            text: "Anything that flies needs fuel, a field and somewhere to mend. You can't hide a rookery forever.",
          },
        },
        blackpine: {
          title: 'Sallow Moor',
          description: 'The rookery is found in the old airship sheds on Sallow Moor. Operation Rookery Fire is ready.',
          narrative:
            'Three airship sheds on the moor with their doors rolled open, and inside, machine bombers wing to wing, their tanks being filled. They fly at dawn in three days. One night raid could burn them where they stand.',
          characterSpeech: {
            speaker: 'Guild Marshal Helena Stroud',
            text: "Strike tonight, while they are still in the sheds. Once they're in the air, nothing we own can reach them.",
          },
        },
        ashes: {
          title: 'Cinders',
          description: 'The Churn reels, and the whole line watches what Ashgate does next.',
          narrative:
            'Smoke hangs over the moor for two days. Garrisons that had written Ashgate off now telegraph for copies of our ciphers. And every order Varga sends turns the machines back towards one place.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: 'Every message ends the same way now. Return to the Governor.',
          },
        },
      },
      thematicElements: ['initiative', 'risk', 'momentum'],
      failureState: {
        title: 'The Sky Fills',
        description: 'The rookery flew at dawn and the machine bombers reached the line.',
        narrative:
          'Ashgate survives the week under a rain of fire, its sheds burnt and its tracks twisted like wire. The initiative, won at such cost, belongs to the machines again.',
      },
      successState: {
        title: 'The Sheds Burned',
        description: 'The rookery burned on the ground and the Churn offensive never left the moor.',
        narrative:
          'The glow over Sallow Moor lights the barricades all night. By morning the Churn is pulling back along every line, and in the Bunkhouse nobody talks about holding on any more. They talk about winning.',
      },
    },
    4: {
      title: 'The Governor',
      subtitle: 'The engine at the heart of the Churn',
      description:
        'The Churn has drawn back to the Brenner Works on Furnace Hill, where the first thinking engine still turns. Stop it, and the machines stop with it.',
      tone: 'grim, resolute',
      color: '#7a1f12',
      pacing: 'climax',
      openingNarrative:
        'Furnace Hill: slag trenches, gun turrets and every machine the Churn has left, all dug in around the works where Doctor Varga built the Governor. The Governor cannot retreat; it is bolted to the hill. After all this, we would not let it.',
      openingAfterMiss:
        'The machine bombers flew and the yards of Ashgate burned. What the Churn has left is dug in on Furnace Hill around the Governor, and the Governor is bolted to the hill. After what we failed to stop, neither can we walk away.',
      beats: {
        the_offer: {
          title: "Varga's Offer",
          description: 'Doctor Varga broadcasts terms on every band. The Guild refuses.',
          narrative:
            "His voice on every band at once, calm and reasonable: keep the junction, keep the capital, leave the hill to the machines. The Marshal's reply goes out on the same band: the Guild anthem, at full power, twice. The broadcast does not come back.",
          characterSpeech: {
            speaker: 'Doctor Anselm Varga',
            text: 'The machines do not hate you, Engineer. They simply have more use for the iron than you do.',
          },
        },
        everything_we_have: {
          title: 'Full Steam',
          description: 'Trains, crews and materiel pour into Ashgate for the final push.',
          narrative:
            'The timetable is full for the first time since the Churn woke: shell trains, coal trains, troop trains with chalk slogans on the doors. Green hands crowd the Bunkhouse, and the veterans walk them through the wreck field to show what a walker does to a man who freezes.',
          characterSpeech: {
            speaker: 'Foreman Rudi Kessler',
            text: "Drill them until they can reload blind. The hill won't wait while they fumble.",
          },
        },
        the_eve: {
          title: 'The Last Shift',
          description: 'The assault is planned to the minute; Furnace Hill is watched day and night.',
          narrative:
            'A model of the works built from scrap on the War Room floor, rehearsals among the dead engines after dark. Nobody sings in the Bunkhouse any more. Up on the hill, the furnaces never go out.',
          characterSpeech: {
            speaker: 'Signaller Ada Lindqvist',
            text: 'They pour new plate every night. The longer we wait, the thicker the walls.',
          },
        },
        citadel_hill: {
          title: 'Furnace Hill',
          description: 'The assault on the Brenner Works is ready. Operation Brenner Hammer begins.',
          narrative:
            'Before dawn the crews gather at the foot of the hill, boilers banked and bayonets fixed. Above them the Brenner Works glows like an open mouth, and somewhere inside it the Governor is counting them. Ashgate has spent five months defending. This morning it goes up the hill.',
          characterSpeech: {
            speaker: 'Guild Marshal Helena Stroud',
            text: 'Whatever happens up there, Engineer, every train that ever runs again will run because of you.',
          },
        },
      },
      thematicElements: ['sacrifice', 'resolve', 'endgame'],
      failureState: {
        title: 'The Furnaces Burn On',
        description: 'The assault on Furnace Hill failed and the survivors fell back to Ashgate.',
        narrative:
          'The Governor still turns and the line is still contested. Ashgate endures, as it always has, mending what it can and raising steam to try again.',
      },
      successState: {
        title: 'The Engine Stops',
        description:
          'The Brenner Works has fallen and the Governor is still. Across the north, the Churn stands silent.',
        narrative:
          "When the Governor's flywheel stops, every machine in sight of the hill stops with it, mid-stride. Varga is found at the controls, still trying to restart it. The crew raises the Guild's colours over the works, and far down the line the first passenger train in a year sounds its whistle.",
      },
    },
  },
};
