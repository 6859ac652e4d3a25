/**
 * The Majestic campaign story (2005, covert alien containment): its words for each chapter and beat
 * slot of content/story.ts, which holds the beat days, the chapter numbers and the key missions
 * once for every universe. Words only (its logs name its
 * beats by the ids in content/story.ts `STORY_BEAT_LOG_IDS`).
 *
 * Cast: Director Evelyn Crane (the Directorate, at the Annex), Senior Agent Marcus Hale (site
 * security), Dr. Priya Nandakumar (SIGINT and xenolinguistics), and Julian Mercer, a former
 * Directorate deputy who now runs Lantern, the contactee network that serves the visitors.
 * Places: Dry Lake 4 in the Ransom Basin, the Calloway Array, Halloran Field, Sable Mesa.
 */
import type { StoryWords } from '../../content/story';

export const MAJESTIC_STORY_WORDS: StoryWords = {
  thread: {
    id: 'the_dry_lake_file',
    title: 'The Dry Lake File',
    description:
      'A black site in the desert keeps what fell into its hangar, unmasks the leak feeding the visitors, stops a mass landing before a craft can lift and takes Sable Mesa, where the Anchor sleeps.',
  },
  chapters: {
    1: {
      title: 'Cover Story',
      subtitle: 'A black site in the desert',
      description:
        'Four operatives, a decommissioned radar station and a hangar with something in it. Open the site, learn the basin and keep what fell there from being taken back.',
      tone: 'tense, clandestine',
      color: '#2f4a78',
      pacing: 'slow build',
      openingNarrative:
        'Something came down in the Ransom Basin in January, and the official story is a weather balloon. The Directorate has given you four operatives, a radar station that closed in 1991 and a single instruction: what fell in the basin stays in the basin.',
      beats: {
        arrival: {
          title: 'Site Activation',
          description: 'The team reaches Dry Lake 4 and brings the Operations Center online.',
          narrative:
            'The helicopters are gone before the rotor wash settles, leaving a radar dome, a hangar with a tarpaulin over something that is not quite the right shape, and four people who do not officially exist. Before dark, Hale has re-keyed every lock on the site and shot out the one streetlight visible from the road.',
          characterSpeech: {
            speaker: 'Director Evelyn Crane',
            text: 'What is in that hangar does not leave the basin, Operative. Neither does anything that comes looking for it.',
          },
        },
        first_contact: {
          title: 'Lights over the Wash',
          description: 'A night patrol fires on something moving in the dry wash north of the site.',
          narrative:
            'No bodies, no blood. Only a perfect ring of scorched glass in the sand, and tracks that end in open ground, as if whatever made them simply stepped off the earth.',
          characterSpeech: {
            speaker: 'Senior Agent Marcus Hale',
            text: "Coyotes don't flank, sir. That thing flanked us.",
          },
        },
        eyes_in_the_hills: {
          title: 'Inventory',
          description: 'The SIGINT Station logs a signal from the ridge that repeats every dawn.',
          narrative:
            'Every morning at 0600, a burst of structured noise on the frequency of our own cameras. Slowed down a thousand times, it becomes a picture of the hangar, drawn again each day, and each day the thing under the tarpaulin is drawn a little more precisely.',
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: "It's not surveillance, Operative. It's a receipt. They're checking their property is still here.",
          },
        },
        the_wall: {
          title: 'Recovery Attempt',
          description: 'Radar shows a formation descending on the basin. Operation Glass Basin is ready.',
          narrative:
            'Seven lights in a slow, deliberate wedge: no transponders, no hurry. They want their craft back and they do not care who watches them come for it. Every operative who can hold a weapon is on the perimeter tonight.',
          characterSpeech: {
            speaker: 'Director Evelyn Crane',
            text: 'Hold the perimeter until sunrise. If they take that craft, we never get another chance to learn what it is.',
          },
        },
      },
      thematicElements: ['secrecy', 'isolation', 'first contact'],
      failureState: {
        title: 'Site Burned',
        description:
          'More than 40% of the operatives sent into the field have been lost. The Directorate has closed the site.',
        narrative:
          'The order arrives as one line on the secure fax: sanitise and withdraw. By morning Dry Lake 4 is a burnt-out radar station and a story about a gas leak, and whatever was in the hangar is gone.',
      },
      successState: {
        title: 'The Perimeter Held',
        description: 'The recovery attempt broke on the perimeter. The craft stays in the hangar.',
        narrative:
          "At dawn there is nothing in the sky and nothing on the ground but glass and scorched sand. The clean-up crews arrive with a cover story already printed, and the Annex approves the site's entire wish list without a single question.",
      },
    },
    2: {
      title: 'Eyes Only',
      subtitle: 'Someone is reading our files',
      description:
        'The visitors know every move the site makes before it is made. Find the leak inside the Directorate and take away the ears it feeds.',
      tone: 'paranoid, methodical',
      color: '#1c2b44',
      pacing: 'investigation',
      openingNarrative:
        'The perimeter held, but every operation since has found an empty safe house or a welcoming committee. The visitors know where our teams will be before our teams do. Either they read minds, or someone is reading our files.',
      openingAfterMiss:
        'The perimeter fell and the basin was never fully closed again. Every operation since has found an empty safe house or a welcoming committee. The visitors know where our teams will be before our teams do: someone is reading our files.',
      beats: {
        aftermath: {
          title: 'Debris',
          description:
            'Sifting the wreckage after the assault, the Xenobiology Lab finds a human hard drive inside a downed drone.',
          narrative:
            "An ordinary laptop drive, wrapped in something that used to be alive. On it: our duty rosters, our convoy routes, the Director's travel schedule. The newest file is eleven hours old.",
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: 'None of this is alien, Operative. It was copied off one of our own servers.',
          },
        },
        pattern_in_the_noise: {
          title: 'Uplink',
          description: 'The SIGINT Station ties the leaks to an uplink somewhere in the northern ranges.',
          narrative:
            'The SIGINT Station laid a month of our tasking orders over a month of noise from the northern sky. The two charts are the same shape, an hour apart. Someone is taking our traffic and translating it into a language we cannot speak.',
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: 'Whoever built that uplink understands their signal better than we do. That should frighten you.',
          },
        },
        the_leak: {
          title: 'Lantern',
          description: 'A Front Company contractor is caught with a transmitter built into his laptop.',
          narrative:
            'It takes him an hour to stop shaking and ten minutes to tell us everything. He was paid to copy files by people who call themselves Lantern and believe the visitors have come to save us. The man who recruited him once had an office down the hall from the Director. His name is Julian Mercer.',
          characterSpeech: {
            speaker: 'Senior Agent Marcus Hale',
            text: 'A contractor. Fine. Now tell me which of our people signed his clearance.',
          },
        },
        karsk: {
          title: 'The Calloway Array',
          description: "Lantern's uplink is found at a decommissioned radio observatory. Operation Dead Air is ready.",
          narrative:
            "A field of old radio dishes in the northern ranges, all turned to the same patch of sky, guarded by men with Directorate training and things that are not men. Shut it down and the visitors lose their ears on the ground. Bring back its codebooks, Mercer's cipher keys, and the conversation becomes ours.",
          characterSpeech: {
            speaker: 'Director Evelyn Crane',
            text: 'Mercer built that cipher with our money. I want it on my desk, intact, before he can wipe it.',
          },
        },
      },
      thematicElements: ['betrayal', 'surveillance', 'patience'],
      failureState: {
        title: 'Compromised',
        description: "The Calloway Array still transmits and Lantern still reads the Directorate's mail.",
        narrative:
          'Every team that leaves the gate walks into a script someone else wrote. At the Annex, people have started saying the word shutdown in meetings.',
      },
      successState: {
        title: 'Radio Silence',
        description: "The Array is dark and Mercer's cipher keys are on Dr. Nandakumar's desk.",
        narrative:
          'The sky goes quiet. When the visitors return, it is in a new pattern, and the SIGINT Station has its shape within a day. For once the Directorate knows something before they do.',
      },
    },
    3: {
      title: 'Landing Zone',
      subtitle: 'Striking before they land',
      description:
        'With the cipher broken, the site sees a mass landing being prepared and strikes it before a single craft can lift.',
      tone: 'urgent, aggressive',
      color: '#3f6fb0',
      pacing: 'accelerating',
      openingNarrative:
        "With Mercer's keys, the visitors' chatter becomes language. And what they are saying, over and over, is a date: the night of the Arrival, when their craft land in the open and the secret the Directorate has kept for nearly sixty years ends in a single evening news cycle.",
      openingAfterMiss:
        'The leak was never plugged. The visitors still read every file we write, and their chatter is still noise to us. Whatever they are planning, we will learn of it on the evening news.',
      beats: {
        reading_their_mail: {
          title: 'Decrypts',
          description: 'Decrypted traffic reveals a mass landing being prepared.',
          narrative:
            'Coordinates, time windows, lists of cities. Lantern is buying land beside airports through shell companies. It is not planning a visit. It is planning an announcement that no cover story could survive.',
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: "Thirty-one days, if I've read their calendar right. And they want the whole world watching.",
          },
        },
        gathering_storm: {
          title: 'Black Triangles',
          description: 'Visitor craft begin crossing the basin at low level from a hidden field.',
          narrative:
            'They cross at dusk, silent, a light at each corner, and they are gone before radar can paint them twice. They lack the range of the big ones. Wherever they set down, it is close, and it is where the Arrival starts.',
          characterSpeech: {
            speaker: 'Senior Agent Marcus Hale',
            text: "Anything that lands leaves marks. Power, ground crews, people who need to eat. Mercer can't hide all of that.",
          },
        },
        blackpine: {
          title: 'Halloran Field',
          description:
            'The landing field is found at a closed Air Force auxiliary strip. Operation Black Runway is ready.',
          narrative:
            'A runway on the salt flats that closed in 1971, lit again at night. Craft sit on the apron under camouflage netting with Lantern technicians swarming over them. The Arrival launches from here in three days. One night could end it on the ground.',
          characterSpeech: {
            speaker: 'Director Evelyn Crane',
            text: "Tonight, while they're grounded. Once they lift, it's a news story, and then it's over for all of us.",
          },
        },
        ashes: {
          title: 'Fallout',
          description: 'The visitors reel, and every agency that knows the truth is watching the Directorate.',
          narrative:
            'The fire on the flats is reported as a fuel depot accident. Sister agencies that never returned our calls now ask for our files. And every signal the visitors send points at one place.',
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: 'They keep repeating one word. It took me a week to translate. It means anchor.',
          },
        },
      },
      thematicElements: ['initiative', 'risk', 'disclosure'],
      failureState: {
        title: 'Disclosure',
        description: 'The craft at Halloran lifted at dawn and the Arrival began.',
        narrative:
          "It takes the Directorate a week of blackouts, cover stories and broken promises to convince the world it saw a meteor shower. The site survives. The Directorate's advantage does not.",
      },
      successState: {
        title: 'Lights Out',
        description: 'Halloran burned and the Arrival never left the ground.',
        narrative:
          'The flats glow all night and the morning news says fuel depot. By noon the visitors are pulling back from every sector, and on the whiteboard in the Operative Quarters someone has written a date: the day this ends.',
      },
    },
    4: {
      title: 'The Anchor',
      subtitle: 'What sleeps under the mesa',
      description:
        "Lantern has fallen back to Sable Mesa, where the visitors' oldest craft lies buried. Take the mesa, and the visitors lose their hold on this world.",
      tone: 'grim, resolute',
      color: '#3d2f78',
      pacing: 'climax',
      openingNarrative:
        'Sable Mesa: a ranch on top, a compound under the ranch, and under the compound the craft the visitors call the Anchor, buried there long before anyone drew a map. Everything Lantern has left is dug in around it. Lantern will not run: the Anchor is the reason it exists. And the Directorate cannot leave it there.',
      openingAfterMiss:
        'The craft landed in the open and the Directorate spent every favour it had to keep Disclosure a rumour. Lantern is dug in at Sable Mesa around the Anchor. It will not run, and after what we let slip, neither can we leave it there.',
      beats: {
        the_offer: {
          title: "Mercer's Offer",
          description: 'Julian Mercer offers terms on a Directorate line he should not have. The Director refuses.',
          narrative:
            'He calls the Operations Center on a line retired years ago. Leave the mesa alone, he says, and the visitors will leave the cities alone. The Director listens to all of it, says one sentence and hangs up.',
          characterSpeech: {
            speaker: 'Julian Mercer',
            text: "You've spent your whole career hiding them, Operative. Stop. Let them finish what they came here to do.",
          },
        },
        everything_we_have: {
          title: 'All Assets',
          description: 'The Annex releases every asset it has for the final operation.',
          narrative:
            'Unmarked aircraft land daily with teams from sites that once called Dry Lake 4 a career graveyard. New operatives fill the quarters, and the veterans take them out to the glass in the sand and explain, quietly, how it got there.',
          characterSpeech: {
            speaker: 'Senior Agent Marcus Hale',
            text: "Run them until they stop flinching at the lights. The mesa won't give them time to learn.",
          },
        },
        the_eve: {
          title: 'The Last Briefing',
          description: 'The plan is final; the mesa is under watch day and night.',
          narrative:
            'Satellite photographs, a model of the compound on the briefing table, rehearsals in the hangar after dark. Everyone knows their part. Nobody writes home, because nobody here is allowed to.',
          characterSpeech: {
            speaker: 'Dr. Priya Nandakumar',
            text: "The Anchor's signal gets stronger every night. Whatever it's waking up to do, it's nearly awake.",
          },
        },
        citadel_hill: {
          title: 'Sable Mesa',
          description: 'The assault on Sable Mesa is ready. Operation Anchorfall begins.',
          narrative:
            'Before dawn the teams gather at the foot of the mesa, weapons checked, cover stories memorised for the families of anyone who does not come back. Above them the ground hums. For months the site has waited for them. Tonight it goes to them.',
          characterSpeech: {
            speaker: 'Director Evelyn Crane',
            text: 'Nobody will ever know what you did tonight, Operative. That is exactly how it should be.',
          },
        },
      },
      thematicElements: ['sacrifice', 'silence', 'endgame'],
      failureState: {
        title: 'The Anchor Wakes',
        description: 'The assault on Sable Mesa failed and the survivors fell back to the site.',
        narrative:
          'The mesa is still theirs, and the Anchor still hums beneath it. The site goes on, as sites do: the Directorate buries one more file and starts planning the next attempt.',
      },
      successState: {
        title: 'Contained',
        description: 'Sable Mesa has fallen and the Anchor is silent. The visitors have gone quiet.',
        narrative:
          "The Anchor's hum stops a little after sunrise. Mercer is led out in handcuffs, still talking. Across the country nobody notices a thing: the sky is just the sky, and the news leads with the weather. The site held, then it won, and the file is sealed for a hundred years.",
      },
    },
  },
};
