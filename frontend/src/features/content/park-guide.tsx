import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ArrowDownIcon } from '@/components/icons';
import { MessagingButton } from '@/components/messaging-button';
import { PageContainer } from '@/components/page-container';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { appConfig } from '@/lib/config';
import { usePageMeta } from '@/lib/page-meta';
import { useClickTracking } from '@/features/tracking/use-click-tracking';
import './prose.css';

const TITLE = 'Vashlovani National Park Guide: Self-Drive 4x4 Trip from Tbilisi';
const DESCRIPTION =
  'Plan a self-drive trip to Vashlovani National Park in Georgia: best time to visit, permits and entrance fees, how to get there from Tbilisi, what to pack and which 4x4 you need, with camping gear to rent.';

const GUIDE_REQUEST = [
  "Hello! I'm planning a trip to Vashlovani National Park and would like to rent a 4x4.",
  '',
  'Pickup location: ',
  'Pickup date: ',
  'Return date: ',
  'Roof tent / camping equipment needed (yes/no): ',
  '',
  'Could you please confirm availability and pricing?',
].join('\n');

export const GUIDE_FAQ = [
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
    a: 'Yes. Our 4x4s can be booked with a roof tent (15 EUR per day) and a camping equipment set (150 EUR per rental) with sleeping bags, mats, a stove, cookware, chairs and a table.',
  },
];

const SECTIONS = [
  { id: 'best-time', label: 'Best time to visit' },
  { id: 'preparation', label: 'Preparation' },
  { id: 'permits', label: 'Permits and regulations' },
  { id: 'getting-there', label: 'Getting there' },
  { id: 'vehicle', label: 'Vehicle requirements' },
  { id: 'faq', label: 'FAQ' },
];

export function ParkGuidePage() {
  useClickTracking(); // SPEC §4: click ids are tracked on the guide page
  usePageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: '/vashlovani-national-park-guide',
    type: 'article',
    preloadImage: '/images/cars/toyota-fj-cruiser-3.svg',
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Article',
          headline: TITLE,
          description: DESCRIPTION,
          image: '/images/social.png',
          about: { '@type': 'TouristAttraction', name: 'Vashlovani National Park', address: { '@type': 'PostalAddress', addressRegion: 'Kakheti', addressCountry: 'GE' } },
          author: { '@type': 'Organization', name: appConfig.brandName },
          publisher: { '@type': 'Organization', name: appConfig.brandName, logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
          mainEntityOfPage: '/vashlovani-national-park-guide',
          inLanguage: 'en',
        },
        {
          '@type': 'FAQPage',
          mainEntity: GUIDE_FAQ.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
        },
      ],
    },
  });

  const startReading = () => document.getElementById('guide-content')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <>
      <SiteHeader />
      <Box
        component="section"
        aria-labelledby="guide-title"
        c="#fff"
        style={{
          background:
            "linear-gradient(180deg, rgba(60,30,10,0.35), rgba(40,20,5,0.75)), url('/images/cars/toyota-fj-cruiser-3.svg') center / cover no-repeat, #8a5a2b",
        }}
      >
        <PageContainer py={{ base: 64, sm: 110 }} size={960}>
          <Text fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: '0.12em' }}>
            Travel guide · Kakheti, Georgia
          </Text>
          <Title id="guide-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1} mt="xs" maw={780}>
            Vashlovani National Park: the self-drive 4x4 guide
          </Title>
          <Text fz={{ base: 17, sm: 20 }} mt="md" maw={680}>
            Badlands, mud volcanoes, pistachio savanna and the wild Alazani river on the border with Azerbaijan: Georgia's most remote
            national park, and one you can only explore by 4x4.
          </Text>
          <Group mt="xl">
            <Button size="lg" radius="xl" color="#b3410c" onClick={startReading} rightSection={<ArrowDownIcon size={18} />}>
              Start reading
            </Button>
            <MessagingButton text={GUIDE_REQUEST} size="lg" variant="white">
              Rent a 4x4 for Vashlovani
            </MessagingButton>
          </Group>
        </PageContainer>
      </Box>

      <main id="guide-content" style={{ scrollMarginTop: 72 }}>
        <PageContainer py={{ base: 40, sm: 64 }} size={860}>
          <nav aria-label="On this page" style={{ background: '#f3f8f7', borderRadius: 14, padding: '16px 20px', marginBottom: 32 }}>
            <Text fw={700} mb={6}>
              On this page
            </Text>
            <Group gap="md">
              {SECTIONS.map((s) => (
                <a key={s.id} href={`#${s.id}`} style={{ color: 'var(--mantine-color-teal-9)' }}>
                  {s.label}
                </a>
              ))}
            </Group>
          </nav>

          <article className="prose">
            <p>
              Vashlovani is a protected area of about 250 square kilometres in the far south-east of Georgia, in the Dedoplistskaro
              municipality of Kakheti. It looks nothing like the green Caucasus most visitors imagine: dry clay canyons, eroded cliffs, open
              woodland of wild pistachio trees, steppe and the floodplain forest along the Alazani river, which forms the border with
              Azerbaijan. Griffon vultures and golden eagles circle over Eagle Gorge, gazelles have been brought back to the steppe, and a
              Caucasian leopard was filmed here by camera traps. There are no paved roads, almost no people and a night sky full of stars.
            </p>

            <h2 id="best-time">Best time to visit</h2>
            <p>
              <strong>Spring (April to early June)</strong> is the finest season: the steppe is green, wild tulips and irises flower and the
              temperature is pleasant for walking. <strong>Autumn (mid-September to October)</strong> is the second choice, with warm dry
              days and golden colours in the Alazani forest.
            </p>
            <ul>
              <li>
                <strong>Summer</strong> (July and August) is very hot: 35 to 40 °C in the shade, with little shade to find. Drive early,
                rest at midday and carry much more water than you think you need.
              </li>
              <li>
                <strong>Winter and wet spells</strong>: rain turns the clay tracks into slippery mud that even a 4x4 cannot climb. After
                heavy rain the rangers close some routes; ask at the visitor centre before you go.
              </li>
            </ul>
            <p className="note">
              Check the forecast for Dedoplistskaro for the whole trip. One rainy night can make the road out much harder than the road in.
            </p>

            <h2 id="preparation">Preparation</h2>
            <p>The park has no shops, no fuel and little mobile signal. Dedoplistskaro is your last stop for supplies.</p>
            <ul>
              <li>
                <strong>Water</strong>: at least 5 litres per person per day, plus a reserve in the car. There is no drinking water in the
                park.
              </li>
              <li>
                <strong>Fuel</strong>: fill the tank in Dedoplistskaro. A round trip inside the park can easily be 150 km on low gears.
              </li>
              <li>
                <strong>Food</strong> for every meal, and a stove if you camp (open fires are restricted; use the fireplaces at the
                official camping sites).
              </li>
              <li>
                <strong>Navigation</strong>: offline maps downloaded in advance, and the route you got from the rangers. Tell someone when
                you plan to be back.
              </li>
              <li>
                <strong>Sun and insects</strong>: hat, sunscreen, long light clothes and repellent. Wear closed shoes: vipers live in the
                park and are active in warm weather.
              </li>
              <li>
                <strong>Recovery kit</strong>: our 4x4s come with a spare wheel, jack and tow rope; a shovel is handy after rain.
              </li>
              <li>
                <strong>Cash in GEL</strong> for the entrance fee and cottages; cards are not always accepted.
              </li>
            </ul>

            <h2 id="permits">Permits and regulations</h2>
            <p>
              Every visitor must register and get a permit at the <strong>visitor centre in Dedoplistskaro</strong> before entering the
              park. The staff will ask for your route, the number of people and your car, and they can book the park cottages and camping
              sites.
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Fee</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Entrance, per person</td>
                  <td>5 GEL</td>
                </tr>
                <tr>
                  <td>Entrance, per vehicle</td>
                  <td>5 GEL</td>
                </tr>
              </tbody>
            </table>
            <ul>
              <li>Drive only on the marked tracks. Driving across the steppe damages fragile soil that takes decades to recover.</li>
              <li>Camp only at the designated sites and take all rubbish back with you.</li>
              <li>Do not disturb or feed animals, and do not collect plants, fossils or stones.</li>
              <li>
                The southern edge of the park is the state border with Azerbaijan. Do not cross the Alazani river and follow the instructions
                of border police, who may check your permit and passport.
              </li>
              <li>Drones need special permission.</li>
            </ul>

            <h2 id="getting-there">Getting there</h2>
            <p>
              From <strong>Tbilisi to Dedoplistskaro</strong> it is about 150 km on paved roads, roughly 2.5 to 3 hours: take the road east
              through Sagarejo towards Signagi, then south-east to Dedoplistskaro. From <strong>Kutaisi</strong> or <strong>Batumi</strong>{' '}
              add a day of driving; many travellers pick up the car in Tbilisi.
            </p>
            <p>
              After the visitor centre the asphalt ends. The main routes lead to the mud volcanoes of Takhti-Tepa, Eagle Gorge and the
              badlands, and down to <strong>Mijniskure</strong> on the Alazani river, about 60 to 70 km of tracks that take 3 to 4 hours.
              Distances are short on the map but slow on the ground: plan to average 20 to 25 km/h and to arrive at camp before dark.
            </p>
            <h3>Suggested two-day route</h3>
            <ol>
              <li>Day 1: Tbilisi to Dedoplistskaro (permit, fuel, water), drive through the badlands to Mijniskure, camp by the river.</li>
              <li>Day 2: sunrise walk in the floodplain forest, Eagle Gorge, the Takhti-Tepa mud volcanoes, back to Dedoplistskaro and Tbilisi or a night in Signagi.</li>
            </ol>

            <h2 id="vehicle">Vehicle requirements</h2>
            <p>Vashlovani is a place for a real 4x4. Rangers expect visitors to arrive with:</p>
            <ul>
              <li>
                <strong>Four-wheel drive</strong>, ideally with low range, for sandy river beds and steep clay slopes.
              </li>
              <li>
                <strong>High ground clearance</strong> for deep ruts and stones.
              </li>
              <li>
                <strong>A full-size spare tyre</strong> in good condition. Punctures are common; an off-road tyre costs about 95 EUR to
                replace, which Full Insurance covers.
              </li>
              <li>A full tank and enough range for the return trip without refuelling.</li>
            </ul>
            <p>
              Our <strong>Toyota FJ Cruiser</strong> and <strong>Toyota 4Runner</strong> are the best fit: body-on-frame, low-range 4x4 and
              plenty of room for water and camping gear, and both take our roof tent. The <strong>Subaru Forester</strong> manages the main
              tracks in dry weather; the <strong>Chevrolet Suburban</strong> suits groups of up to seven. The Hyundai Elantra is not allowed in
              the park.
            </p>

            <h2 id="faq">Frequently asked questions</h2>
            {GUIDE_FAQ.map((f) => (
              <div key={f.q}>
                <h3>{f.q}</h3>
                <p>{f.a}</p>
              </div>
            ))}
          </article>

          <Box mt={48} p={{ base: 24, sm: 36 }} style={{ borderRadius: 20, background: 'linear-gradient(135deg, #0b3d3a, #13665f)' }} c="#fff">
            <Stack gap="sm">
              <Title order={2} fz={{ base: 24, sm: 30 }}>
                Ready for Vashlovani?
              </Title>
              <Text fz="lg" c="#d7ebe8">
                Rent a 4x4 with a roof tent and camping gear, no deposit and unlimited mileage. We deliver in Tbilisi and share our own route
                notes with you.
              </Text>
              <Group mt="sm">
                <MessagingButton text={GUIDE_REQUEST} size="lg" variant="white">
                  Ask for a 4x4 on WhatsApp
                </MessagingButton>
                <MessagingButton text="Hello! I have a question about driving to Vashlovani National Park." size="lg" variant="outline" color="#fff">
                  Ask a question
                </MessagingButton>
              </Group>
            </Stack>
          </Box>
        </PageContainer>
      </main>
      <SiteFooter />
    </>
  );
}
