import type { GuideContent } from '../types';

export const guideContent: GuideContent = {
  meta: {
    title: 'Vashlovani National Park Guide: Self-Drive 4x4 Trip from Tbilisi',
    description:
      'Plan a self-drive trip to Vashlovani National Park in Georgia: best time to visit, permits and entrance fees, how to get there from Tbilisi, what to pack and which 4x4 you need, with camping gear to rent.',
  },
  parkName: 'Vashlovani National Park',
  hero: {
    eyebrow: 'Travel guide · Kakheti, Georgia',
    title: 'Vashlovani National Park: the self-drive 4x4 guide',
    lead: "Badlands, mud volcanoes, pistachio savanna and the wild Alazani river on the border with Azerbaijan: Georgia's most remote national park, and one you can only explore by 4x4.",
    startReading: 'Start reading',
    rentButton: 'Rent a 4x4 for Vashlovani',
  },
  navTitle: 'On this page',
  intro: [
    {
      type: 'p',
      text: 'Vashlovani is a protected area of about 250 square kilometres in the far south-east of Georgia, in the Dedoplistskaro municipality of Kakheti. It looks nothing like the green Caucasus most visitors imagine: dry clay canyons, eroded cliffs, open woodland of wild pistachio trees, steppe and the floodplain forest along the Alazani river, which forms the border with Azerbaijan. Griffon vultures and golden eagles circle over Eagle Gorge, gazelles have been brought back to the steppe, and a Caucasian leopard was filmed here by camera traps. There are no paved roads, almost no people and a night sky full of stars.',
    },
  ],
  sections: [
    {
      id: 'best-time',
      navLabel: 'Best time to visit',
      heading: 'Best time to visit',
      blocks: [
        {
          type: 'p',
          text: '**Spring (April to early June)** is the finest season: the steppe is green, wild tulips and irises flower and the temperature is pleasant for walking. **Autumn (mid-September to October)** is the second choice, with warm dry days and golden colours in the Alazani forest.',
        },
        {
          type: 'ul',
          items: [
            '**Summer** (July and August) is very hot: 35 to 40 °C in the shade, with little shade to find. Drive early, rest at midday and carry much more water than you think you need.',
            '**Winter and wet spells**: rain turns the clay tracks into slippery mud that even a 4x4 cannot climb. After heavy rain the rangers close some routes; ask at the visitor centre before you go.',
          ],
        },
        {
          type: 'note',
          text: 'Check the forecast for Dedoplistskaro for the whole trip. One rainy night can make the road out much harder than the road in.',
        },
      ],
    },
    {
      id: 'preparation',
      navLabel: 'Preparation',
      heading: 'Preparation',
      blocks: [
        { type: 'p', text: 'The park has no shops, no fuel and little mobile signal. Dedoplistskaro is your last stop for supplies.' },
        {
          type: 'ul',
          items: [
            '**Water**: at least 5 litres per person per day, plus a reserve in the car. There is no drinking water in the park.',
            '**Fuel**: fill the tank in Dedoplistskaro. A round trip inside the park can easily be 150 km on low gears.',
            '**Food** for every meal, and a stove if you camp (open fires are restricted; use the fireplaces at the official camping sites).',
            '**Navigation**: offline maps downloaded in advance, and the route you got from the rangers. Tell someone when you plan to be back.',
            '**Sun and insects**: hat, sunscreen, long light clothes and repellent. Wear closed shoes: vipers live in the park and are active in warm weather.',
            '**Recovery kit**: our 4x4s come with a spare wheel, jack and tow rope; a shovel is handy after rain.',
            '**Cash in GEL** for the entrance fee and cottages; cards are not always accepted.',
          ],
        },
      ],
    },
    {
      id: 'permits',
      navLabel: 'Permits and regulations',
      heading: 'Permits and regulations',
      blocks: [
        {
          type: 'p',
          text: 'Every visitor must register and get a permit at the **visitor centre in Dedoplistskaro** before entering the park. The staff will ask for your route, the number of people and your car, and they can book the park cottages and camping sites.',
        },
        {
          type: 'table',
          head: ['Fee', 'Price'],
          rows: [
            ['Entrance, per person', '5 GEL'],
            ['Entrance, per vehicle', '5 GEL'],
          ],
        },
        {
          type: 'ul',
          items: [
            'Drive only on the marked tracks. Driving across the steppe damages fragile soil that takes decades to recover.',
            'Camp only at the designated sites and take all rubbish back with you.',
            'Do not disturb or feed animals, and do not collect plants, fossils or stones.',
            'The southern edge of the park is the state border with Azerbaijan. Do not cross the Alazani river and follow the instructions of border police, who may check your permit and passport.',
            'Drones need special permission.',
          ],
        },
      ],
    },
    {
      id: 'getting-there',
      navLabel: 'Getting there',
      heading: 'Getting there',
      blocks: [
        {
          type: 'p',
          text: 'From **Tbilisi to Dedoplistskaro** it is about 150 km on paved roads, roughly 2.5 to 3 hours: take the road east through Sagarejo towards Signagi, then south-east to Dedoplistskaro. From **Kutaisi** or **Batumi** add a day of driving; many travellers pick up the car in Tbilisi.',
        },
        {
          type: 'p',
          text: 'After the visitor centre the asphalt ends. The main routes lead to the mud volcanoes of Takhti-Tepa, Eagle Gorge and the badlands, and down to **Mijniskure** on the Alazani river, about 60 to 70 km of tracks that take 3 to 4 hours. Distances are short on the map but slow on the ground: plan to average 20 to 25 km/h and to arrive at camp before dark.',
        },
        { type: 'h3', text: 'Suggested two-day route' },
        {
          type: 'ol',
          items: [
            'Day 1: Tbilisi to Dedoplistskaro (permit, fuel, water), drive through the badlands to Mijniskure, camp by the river.',
            'Day 2: sunrise walk in the floodplain forest, Eagle Gorge, the Takhti-Tepa mud volcanoes, back to Dedoplistskaro and Tbilisi or a night in Signagi.',
          ],
        },
      ],
    },
    {
      id: 'vehicle',
      navLabel: 'Vehicle requirements',
      heading: 'Vehicle requirements',
      blocks: [
        { type: 'p', text: 'Vashlovani is a place for a real 4x4. Rangers expect visitors to arrive with:' },
        {
          type: 'ul',
          items: [
            '**Four-wheel drive**, ideally with low range, for sandy river beds and steep clay slopes.',
            '**High ground clearance** for deep ruts and stones.',
            '**A full-size spare tyre** in good condition. Punctures are common; an off-road tyre costs about 95 EUR to replace, which Full Insurance covers.',
            'A full tank and enough range for the return trip without refuelling.',
          ],
        },
        {
          type: 'p',
          text: 'Our **Toyota FJ Cruiser** and **Toyota 4Runner** are the best fit: body-on-frame, low-range 4x4 and plenty of room for water and camping gear, and both take our roof tent. The **Subaru Forester** manages the main tracks in dry weather; the **Chevrolet Suburban** suits groups of up to seven. The Hyundai Elantra is not allowed in the park.',
        },
      ],
    },
  ],
  faq: {
    id: 'faq',
    navLabel: 'FAQ',
    heading: 'Frequently asked questions',
    items: [
      {
        q: 'Can I visit Vashlovani without a 4x4?',
        a: 'No. The roads inside the park are dirt and clay tracks with ruts, sand and dry river beds. A 4x4 with high ground clearance is required; an ordinary car will get stuck or damaged, and rangers may turn it back.',
      },
      {
        q: 'How much does it cost to enter the park?',
        a: 'The entrance fee is 5 GEL per person plus 5 GEL per vehicle. You pay it and receive your permit at the visitor centre in Dedoplistskaro before driving in.',
      },
      {
        q: 'Can I do Vashlovani as a day trip from Tbilisi?',
        a: 'It is possible to reach the edge of the park and return in a long day, but the best places (the mud volcanoes, Mijniskure on the Alazani river, the badlands) are far apart on slow tracks. Plan at least one night: camp, or stay in Dedoplistskaro or in one of the park cottages.',
      },
      {
        q: 'Is there mobile phone signal in the park?',
        a: 'Only in a few places. Tell the visitor centre your route and return date, download offline maps before you leave Dedoplistskaro and carry a charged power bank.',
      },
      {
        q: 'Can I rent camping gear with the car?',
        a: 'Yes. Our 4x4s can be booked with a roof tent ({carRoofTent} EUR per day) and a camping equipment set ({campingEquipment} EUR per rental) with sleeping bags, mats, a stove, cookware, chairs and a table.',
      },
    ],
  },
  cta: {
    title: 'Ready for Vashlovani?',
    text: 'Rent a 4x4 with a roof tent and camping gear, no deposit and unlimited mileage. We deliver in Tbilisi and share our own route notes with you.',
    requestButton: 'Ask for a 4x4 on WhatsApp',
    questionButton: 'Ask a question',
  },
  messages: {
    request: [
      "Hello! I'm planning a trip to Vashlovani National Park and would like to rent a 4x4.",
      '',
      'Pickup location: ',
      'Pickup date: ',
      'Return date: ',
      'Roof tent / camping equipment needed (yes/no): ',
      '',
      'Could you please confirm availability and pricing?',
    ],
    question: 'Hello! I have a question about driving to Vashlovani National Park.',
  },
};
