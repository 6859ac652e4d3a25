/**
 * The Archbound campaign story (from 8 May 1945, ancient portals and eldritch gods): its words for
 * each chapter and beat slot of content/story.ts, which holds the beat days, the chapter numbers
 * and the key missions once for every universe. Words only (its logs name its
 * beats by the ids in content/story.ts `STORY_BEAT_LOG_IDS`).
 *
 * Cast: Provost Constance Vane (the Wardens of the Threshold, at the Archive), Warden-Sergeant Tobias
 * Wray (the keep's walls), Sister Ilse Marden (the Scrying Tower), and Aurelian Thorne, the
 * archaeologist turned preacher whose Congregation would open the door for the Sleeper Beneath.
 * Places: Harrowdown Moor and Saltmere, the drowned abbey of St. Ysolde, Marrow Fen, Gallows Tor.
 */
import type { StoryWords } from '../../content/story';

export const ARCHBOUND_STORY_WORDS: StoryWords = {
  thread: {
    id: 'the_harrowdown_vigil',
    title: 'The Harrowdown Vigil',
    description:
      'A keep on the moor watches an arch that should never have woken, silences the Congregation that opens it from this side, breaks its great rite and seals the First Arch on Gallows Tor.',
  },
  chapters: {
    1: {
      title: 'The Threshold',
      subtitle: 'A keep at the edge of the moor',
      description:
        'A handful of wardens, a half-ruined gatehouse and an arch that should never have woken. Raise the keep, learn the signs and survive the first thing that walks through.',
      tone: 'eerie, improvised',
      color: '#4d3680',
      pacing: 'slow build',
      openingNarrative:
        'On the day the war in Europe ended, every church bell in the land rang out, and on Harrowdown Moor the old stone arch rang back. By nightfall three shepherds were missing and the arch was breathing mist. The Provost has given you four wardens, a roofless gatehouse and one charge: keep the threshold shut.',
      beats: {
        arrival: {
          title: 'The Vigil Begins',
          description: 'The wardens reach Harrowdown and light the first lamp in the Gatehouse Keep.',
          narrative:
            'The lorry that brought you turns back before the mist can reach it, leaving a roofless gatehouse, a well of black water and four wardens who came home from one war straight into another. Before dark, Wray is scattering the first salt line with a coal shovel.',
          characterSpeech: {
            speaker: 'Provost Constance Vane',
            text: 'Whatever comes through that arch, Keeper, it meets you first. See that it meets nothing else.',
          },
        },
        first_contact: {
          title: 'The First Crossing',
          description: 'A night patrol drives back something that walked out of the mist.',
          narrative:
            'It had the shape of a man until the lamps touched it. Rifles did nothing; the silvered bayonets did. What it left on the heather was not blood, and the heather there has not grown back.',
          characterSpeech: {
            speaker: 'Warden-Sergeant Tobias Wray',
            text: 'I saw men come apart in France, Keeper. That thing was never put together in the first place.',
          },
        },
        eyes_in_the_hills: {
          title: 'A Shared Dream',
          description: 'The Scrying Tower records the same dream in every sleeper at the keep.',
          narrative:
            "Every warden woke at the same minute, and every warden had dreamt the same thing: a congregation kneeling before the arch, and a man in a white surplice counting the keep's windows aloud.",
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'Not a dream, Keeper. A sending. Someone across the moor wants us to know we are being counted.',
          },
        },
        the_wall: {
          title: 'The Mist Rises',
          description: 'The arch opens wide and a host gathers in the mist. The Mistward Vigil is ready.',
          narrative:
            'The arch burns with a cold light and the mist rolls down off the moor like a tide, full of shapes, none of them in any hurry. The lamps are lit along the whole outer wall, and every warden stands beside one.',
          characterSpeech: {
            speaker: 'Provost Constance Vane',
            text: 'Hold until dawn, Keeper. They are strongest in the dark, and weaker with every hour after it.',
          },
        },
      },
      thematicElements: ['isolation', 'improvisation', 'dread'],
      failureState: {
        title: 'The Vigil Ends',
        description:
          'More than 40% of the wardens sent beyond the walls are lost. The Provost has ordered the keep abandoned.',
        narrative:
          "The order comes by dispatch rider, in the Provost's own hand: seal the well, salt the doorways and withdraw. Harrowdown becomes a name struck from the maps, and the arch stands open on the moor with no one left to watch it.",
      },
      successState: {
        title: 'Dawn on the Moor',
        description: 'The first host broke on the outer wall and drew back into the arch.',
        narrative:
          "At sunrise the mist drains back through the arch like water from a basin, and the moor is only heather again. The wardens sleep where they stood. The Provost's next letter is short: the keep shall have whatever it asks for.",
      },
    },
    2: {
      title: 'The Congregation',
      subtitle: 'Someone is opening the door from this side',
      description:
        'The things beyond the arch know every move the keep makes. Find the human hands that guide them and silence their hymn.',
      tone: 'paranoid, methodical',
      color: '#2b4a5a',
      pacing: 'investigation',
      openingNarrative:
        'The wall held, but every expedition since has found the standing stones already broken or the barrows already empty. The things in the mist are not guessing where we will go. Someone on this side of the arch is telling them.',
      openingAfterMiss:
        'The wall at the threshold fell, and the mist came through it. Every expedition since has found the standing stones already broken or the barrows already empty. The things beyond are not guessing where we will go: someone on this side of the arch is telling them.',
      beats: {
        aftermath: {
          title: 'Pages in the Ash',
          description: "Burning the dead after the assault, the wardens find a hymnal in a drowned man's coat.",
          narrative:
            'The hymns are ordinary, but the margins are not: the watch rota, the hours of our patrols, the names of our wardens, in a neat clerical hand. The latest entry is from last Thursday.',
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'The things in the mist cannot write, Keeper. Someone who can is praying on their behalf.',
          },
        },
        pattern_in_the_noise: {
          title: 'A Hymn on the Air',
          description: 'The Scrying Tower hears a choir on the wireless, carried from somewhere on the coast.',
          narrative:
            'Every night after vespers a choir sings on a wavelength no station uses, and within the hour the mist shifts on the moor. The hymn carries our movements. Somewhere to the east, someone is preaching to the arch.',
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'Every voice carries the echo of the place it sings in. Give me a fortnight of listening and I will name the church.',
          },
        },
        the_leak: {
          title: 'The Penitent',
          description: 'A carter at the Caravan Post is caught with a hymnal full of our patrol times.',
          narrative:
            'He weeps, then he confesses. He was promised his drowned son back. He does not know who reads his hymnal, only that it goes to the abbey of St. Ysolde, and that the man who preaches there is called Aurelian Thorne.',
          characterSpeech: {
            speaker: 'Warden-Sergeant Tobias Wray',
            text: 'A grieving father and a promise. How many more of those has Thorne gone and found?',
          },
        },
        karsk: {
          title: 'St. Ysolde',
          description: "The Congregation's transmitter is found in the drowned abbey. The Drowned Bell is ready.",
          narrative:
            "A ruined abbey on a tidal island, its bell tower strung with a stolen army transmitter and guarded by the faithful and the things they pray to. Silence the tower and the arch loses its voice on this side. Take its hymnals, which are its codebooks, and Thorne's orders become ours to read.",
          characterSpeech: {
            speaker: 'Provost Constance Vane',
            text: "Those hymnals are the Congregation's ciphers, Keeper. Bring them back unburnt, whatever else burns.",
          },
        },
      },
      thematicElements: ['betrayal', 'faith', 'patience'],
      failureState: {
        title: 'The Hymn Goes On',
        description: 'St. Ysolde still sings and the Congregation still hears every order.',
        narrative:
          "Expeditions ride out to empty barrows and ambushes, and the keep learns to dread its own orders. At the Archive, the Provost's council begins to speak of letting Harrowdown go.",
      },
      successState: {
        title: 'The Bell Is Silent',
        description: "St. Ysolde has fallen and its hymnals lie open on Sister Marden's desk.",
        narrative:
          'For three nights no choir sings. On the fourth it returns with new hymns, and by matins Marden is reading them aloud. For the first time, it is the Congregation that is overheard.',
      },
    },
    3: {
      title: 'Wings over the Fen',
      subtitle: 'Carrying the fight to the faithful',
      description:
        "With the hymns broken, the keep sees the Congregation's great rite being prepared and strikes before it can take wing.",
      tone: 'urgent, aggressive',
      color: '#2a8c80',
      pacing: 'accelerating',
      openingNarrative:
        "Sister Marden reads the hymnals the way other people read the morning paper, and Thorne's latest sermon describes a single rite: shards of the Keystone, flown by night to every sleeping arch in Europe, to wake them all at once.",
      openingAfterMiss:
        "The Congregation's hymn still carries every order we give across the moor. Whatever rite Thorne is preparing, we cannot read it: we will learn of it when the arches wake.",
      beats: {
        reading_their_mail: {
          title: 'The Great Rite',
          description: 'Decrypted hymns reveal the Congregation preparing a rite at every arch at once.',
          narrative:
            'Lists of arches from the Hebrides to the Carpathians, the hours of the tides, the names of pilots. The Congregation is not trying to open one door. It means to open all of them on the same night.',
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'They are waiting on the full moon, Keeper. We have until then.',
          },
        },
        gathering_storm: {
          title: 'Engines at Dusk',
          description: 'Unmarked bombers begin flying low over the moor at dusk.',
          narrative:
            'War-surplus bombers painted black, roundels scraped away, flying low and without lights. Where they pass, the mist follows. Laden as they are, they cannot be flying far.',
          characterSpeech: {
            speaker: 'Warden-Sergeant Tobias Wray',
            text: "I flew in those. They need a long runway, a lot of petrol and men who know engines. You don't hide that on a moor.",
          },
        },
        blackpine: {
          title: 'Marrow Fen',
          description:
            "The Congregation's airfield is found at a disused bomber station on the fen. The Fen Pyre is ready.",
          narrative:
            'A wartime airfield gone back to the reeds, its hangars full again: bombers on the dispersal pads, Keystone shards chained in their bays, the rite set for the full moon in three nights. One raid in the dark could end it on the ground.',
          characterSpeech: {
            speaker: 'Provost Constance Vane',
            text: 'Strike while they are grounded. Once those shards are in the air, every arch in Europe wakes.',
          },
        },
        ashes: {
          title: 'Ashes on the Fen',
          description: 'The Congregation reels, and every keep in Europe watches Harrowdown.',
          narrative:
            'The fen burns for two days. Keeps as far off as Brittany and the Baltic send riders for copies of our hymnals. And every hymn Thorne sends calls the faithful back to one place.',
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'Every hymn ends with the same verse now: gather at the First Arch, on the Tor, where the door was made.',
          },
        },
      },
      thematicElements: ['initiative', 'risk', 'momentum'],
      failureState: {
        title: 'The Shards Fly',
        description: 'The bombers flew with the full moon and the far arches woke.',
        narrative:
          'The keep survives the month behind salt lines and broken walls, while letters from across Europe tell of arches burning. Harrowdown is back where it began: on the wall, waiting.',
      },
      successState: {
        title: 'The Fen Burns',
        description: 'The bombers burned on the ground and the Great Rite died unspoken.',
        narrative:
          "The fires at Marrow Fen are visible from the keep's walls. By morning the mist is drawing back from the moor, and in the Wardens' Hall someone has begun carving the names of sealed arches over the hearth, leaving room for one more.",
      },
    },
    4: {
      title: 'The First Arch',
      subtitle: 'Where the door was made',
      description:
        'The Congregation has gathered at the First Arch on Gallows Tor. Seal it, and every gate made in its likeness falls silent.',
      tone: 'grim, resolute',
      color: '#6b1f3a',
      pacing: 'climax',
      openingNarrative:
        'Gallows Tor: wartime bunkers dug into a hill older than the county, the whole Congregation inside them, and at the summit the First Arch, the door every other door was copied from. Thorne will not retreat. Behind him there is nothing but the Sleeper Beneath, and it is waking.',
      openingAfterMiss:
        'The shards flew by night and sleeping arches woke across Europe. Thorne and the whole Congregation wait on Gallows Tor, at the First Arch. Behind him is only the Sleeper Beneath; behind us, everything we failed to shut.',
      beats: {
        the_offer: {
          title: "Thorne's Letter",
          description: 'Aurelian Thorne offers the keep a truce. The Provost refuses.',
          narrative:
            'A child walks down from the tor with a letter sealed in black wax: leave the First Arch to the faithful, and the moor will be left to the wardens. The Provost reads it, and sends the child back up the hill with a lamp, a bag of salt and no reply at all.',
          characterSpeech: {
            speaker: 'Aurelian Thorne',
            text: 'You cannot close a door that stood open before your kind had hands, Keeper. Kneel, and you may yet be let in.',
          },
        },
        everything_we_have: {
          title: 'The Muster',
          description: 'Wardens and provisions from every keep converge on Harrowdown for the final sealing.',
          narrative:
            'Riders arrive daily from keeps across the continent, bringing salt, silver and young wardens fresh from their oaths. The veterans take them up onto the moor at night and teach them not to look into the mist.',
          characterSpeech: {
            speaker: 'Warden-Sergeant Tobias Wray',
            text: "Drill the rites until they say them in their sleep. On the tor they won't get time to remember.",
          },
        },
        the_eve: {
          title: 'The Last Vigil',
          description: 'The sealing is planned; the tor is watched day and night.',
          narrative:
            "A model of the tor in sand and candle wax, rehearsals in the quarry after dark, every warden's part of the rite copied twice into their prayer book. The Hall is quieter than it has ever been. After dark the First Arch hums, a note lower each time.",
          characterSpeech: {
            speaker: 'Sister Ilse Marden',
            text: 'The door widens a little every night. The longer we wait, the more comes through to guard it.',
          },
        },
        citadel_hill: {
          title: 'Gallows Tor',
          description: 'The assault on the First Arch is ready. The Sealing of the First Arch begins.',
          narrative:
            'Before dawn the wardens gather at the foot of the tor, lamps trimmed, bayonets silvered. Above them the First Arch glows and the Congregation sings. The keep has held the threshold long enough. Now it climbs to shut the door.',
          characterSpeech: {
            speaker: 'Provost Constance Vane',
            text: 'Seal it, Keeper, and every child born after tonight will grow up thinking the old stones are only stones.',
          },
        },
      },
      thematicElements: ['sacrifice', 'resolve', 'endgame'],
      failureState: {
        title: 'The Door Stands Open',
        description: 'The assault on Gallows Tor failed and the survivors fell back to the keep.',
        narrative:
          'The First Arch still hums on the tor, and the moor is still contested. The keep lights its lamps at every dusk and begins, once more, to gather its strength.',
      },
      successState: {
        title: 'The Seal Is Set',
        description: 'Gallows Tor has fallen and the First Arch is sealed. Across Europe, the gates fall silent.',
        narrative:
          'At sunrise the First Arch is only stone, and the wind blows through it and nothing else. Thorne is found kneeling before it, still praying to a door that no longer answers. Down on the moor, the heather is growing back.',
      },
    },
  },
};
