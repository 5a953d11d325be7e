import type { Rng } from '../random';
import type { MessageSubject } from '../types';
import { FIRST_NAMES, LAST_NAMES } from './names';

/** "a family-owned", "an employee-owned". */
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * Sentence fragments for descriptions, reviews and messages. Texts are assembled from several
 * independent pools so that 2,000 reviews do not read like the same three sentences.
 */

/** One entry per non-empty line of a template literal (keeps sentence pools compact). */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export interface Place {
  city: string;
  state: string;
}

/** Trip destinations: popular group-travel towns beyond the metro list. */
export const DESTINATIONS: readonly Place[] = [
  ['San Antonio', 'TX'],
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['Galveston', 'TX'],
  ['Fredericksburg', 'TX'],
  ['College Station', 'TX'],
  ['Waco', 'TX'],
  ['Fort Worth', 'TX'],
  ['Arlington', 'TX'],
  ['Grapevine', 'TX'],
  ['New Braunfels', 'TX'],
  ['Oklahoma City', 'OK'],
  ['Shreveport', 'LA'],
  ['New Orleans', 'LA'],
  ['Hot Springs', 'AR'],
  ['Branson', 'MO'],
  ['Atlanta', 'GA'],
  ['Savannah', 'GA'],
  ['Nashville', 'TN'],
  ['Memphis', 'TN'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Chicago', 'IL'],
  ['Milwaukee', 'WI'],
  ['Las Vegas', 'NV'],
  ['Phoenix', 'AZ'],
  ['Sedona', 'AZ'],
  ['Denver', 'CO'],
  ['Colorado Springs', 'CO'],
  ['Washington', 'DC'],
  ['Philadelphia', 'PA'],
  ['New York', 'NY'],
  ['Boston', 'MA'],
  ['San Diego', 'CA'],
  ['Anaheim', 'CA'],
  ['Seattle', 'WA'],
].map(([city = '', state = '']) => ({ city, state }));

const GROUPS: readonly string[] = lines(`
our church youth group
a fourth-grade field trip
our company holiday party
my daughter's wedding
a college football road trip
our family reunion
a winery tour for 30 friends
a three-day conference shuttle
the band trip to state finals
a retirement community outing
our softball tournament weekend
a choir tour
a bachelorette party
the senior class trip
an employee appreciation day
our Rotary club outing
a mission trip
a robotics team competition
an airport transfer for visiting clients
a concert night downtown
`);

const TITLES_GOOD: readonly string[] = lines(`
Great trip to {dest}
Made our event easy
Spotless bus, great driver
Will book again
Five stars for {driver}
Smooth from start to finish
Exactly what we needed
Professional and on time
Best charter we have used
Kids loved it
`);
const TITLES_MIXED: readonly string[] = lines(`
Good bus, slow office
Decent overall
Fine, with a few hiccups
Okay for the price
Nice driver, tired coach
`);
const TITLES_BAD: readonly string[] = lines(`
Late pickup ruined our schedule
Not what we were promised
Disappointing
Billing problems
Would not use again
`);

const DETAILS_GOOD: readonly string[] = lines(`
The driver, {driver}, was early and kept everyone informed about traffic.
The bus was spotless and the WiFi actually worked the whole way.
Booking was easy and the final invoice matched the quote exactly.
They handled a last-minute change to our pickup time without any fuss.
{driver} helped load every bag and even found a lost phone after drop-off.
Seats were comfortable and the restroom was clean on both legs.
Dispatch answered every call on the first ring.
The coach was newer than we expected and the air conditioning was perfect.
Our driver knew the route well and avoided a big accident on the interstate.
Everyone could charge their phones, which mattered on a long ride.
`);
const DETAILS_MIXED: readonly string[] = lines(`
The bus showed up about 20 minutes late, but {driver} made up the time.
The air conditioning struggled on the way back.
The office took two days to return our call, though the trip itself was fine.
The microphone did not work, so announcements were tricky.
The coach was older than the photos suggested but clean.
`);
const DETAILS_BAD: readonly string[] = lines(`
Our coach arrived 45 minutes late and nobody answered the dispatch line.
The restroom was out of order for the entire trip.
We were billed for extra hours we did not use and it took three emails to fix.
The driver got lost twice even with GPS.
They switched us to a smaller bus the night before without asking.
`);
const CLOSERS_GOOD: readonly string[] = [
  ...lines(`
We will book again next season.
Highly recommend.
Thank you for a stress-free day!
Already planning our next trip with them.
Worth every penny.
`),
  '',
];
const CLOSERS_OTHER: readonly string[] = [
  ...lines(`
Hoping they sort this out.
Might try them again.
Please do better.
`),
  '',
];

const RESPONSES_GOOD: readonly string[] = lines(`
Thank you, {name}! We are glad the trip went smoothly and will pass your kind words to {driver}.
Thanks for riding with us, {name}. We look forward to seeing your group again soon.
We appreciate the review! {driver} will be thrilled to hear it.
Thank you for choosing us. Good luck next season!
`);
const RESPONSES_BAD: readonly string[] = lines(`
We are sorry, {name}. We reviewed the trip with dispatch and our manager will call you this week.
Thank you for the honest feedback. We have credited part of the invoice and retrained the crew.
We apologize for the trouble. Please contact our office so we can make this right.
`);

const ABOUT_OWNERSHIP: readonly string[] = lines(`
family-owned
locally owned
veteran-owned
woman-owned
independent
employee-owned
second-generation
`);
const ABOUT_FOCUS: readonly string[] = lines(`
school and youth groups
corporate events and airport transfers
church and faith groups
sports teams and tournaments
weddings and private parties
multi-day tours
conventions and employee shuttles
senior groups and day trips
`);
const ABOUT_PROMISES: readonly string[] = lines(`
Every driver is background-checked and DOT certified.
Our dispatch office answers the phone around the clock.
Quotes are all-inclusive, with no hidden fuel or cleaning fees.
We keep a late-model fleet and service it in our own shop.
Wheelchair-accessible coaches are available on request.
Free quotes, usually within one business day.
`);

export const HOURS_WEEKDAY: readonly string[] = lines(`
7:00am - 9:00pm
8:00am - 6:00pm
24 hours
6:00am - 10:00pm
8:00am - 5:00pm
`);
export const HOURS_SATURDAY: readonly string[] = lines(`
8:00am - 6:00pm
9:00am - 3:00pm
24 hours
By appointment
Closed
`);
export const HOURS_SUNDAY: readonly string[] = [
  'Closed',
  'By appointment',
  '24 hours',
  '10:00am - 4:00pm',
];

export const INSURANCE: readonly string[] = lines(`
$5,000,000 combined single limit; fully insured and bonded.
$5,000,000 auto liability; certificates on request.
$10,000,000 umbrella policy; FMCSA authority active.
$1,500,000 liability (vans and sedans); $5,000,000 for motorcoaches.
`);

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export function aboutText(
  rng: Rng,
  name: string,
  city: string,
  state: string,
  since: number,
): string {
  return [
    `${name} is ${withArticle(rng.pick(ABOUT_OWNERSHIP))} charter bus company based in ${city}, ${state}, serving`,
    `${rng.pick(ABOUT_FOCUS)} since ${since}.`,
    rng.pick(ABOUT_PROMISES),
  ].join(' ');
}

export interface ReviewText {
  name: string;
  title: string;
  comment: string;
  response: string | null;
}

export function reviewerName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return rng.weighted([
    [`${first} ${last.charAt(0)}.`, 5],
    [`${first} ${last}`, 3],
    [`Coach ${last}`, 1],
    [`Pastor ${first}`, 1],
  ]);
}

/** Builds one review; `respondChance` is the probability the operator has replied. */
export function reviewText(
  rng: Rng,
  rating: number,
  dest: Place,
  respondChance: number,
): ReviewText {
  const name = reviewerName(rng);
  const values = {
    dest: dest.city,
    driver: rng.pick(FIRST_NAMES),
    // "Thank you, Coach Ramirez" but "Thank you, Dana".
    name: /^(Coach|Pastor) /.test(name) ? name : (name.split(' ')[0] ?? name),
  };
  const good = rating >= 4;
  const bad = rating <= 2;
  const titles = good ? TITLES_GOOD : bad ? TITLES_BAD : TITLES_MIXED;
  const details = good ? DETAILS_GOOD : bad ? DETAILS_BAD : DETAILS_MIXED;
  const opening = `We used them for ${rng.pick(GROUPS)} to ${dest.city}.`;
  const body = rng.sample(details, good ? rng.int(1, 2) : 1).map((d) => fill(d, values));
  const extra = !good && rng.chance(0.5) ? [fill(rng.pick(DETAILS_GOOD), values)] : [];
  const closer = rng.pick(good ? CLOSERS_GOOD : CLOSERS_OTHER);
  const comment = [opening, ...body, ...extra, closer].filter(Boolean).join(' ');
  const response = rng.chance(respondChance)
    ? fill(rng.pick(good ? RESPONSES_GOOD : RESPONSES_BAD), values)
    : null;
  return { name, title: fill(rng.pick(titles), values), comment, response };
}

const QUESTIONS: readonly string[] = lines(`
Do your coaches have wheelchair lifts? One of our passengers uses a power chair.
Is WiFi included on the full size coaches, or is that extra?
How far ahead do we need to book for a Saturday in May?
Can the driver stay overnight with the group, and do we pay for the room?
Do you allow food and drinks on board? It is a long ride for the kids.
Is gratuity included in the quote?
What is your cancellation policy if the game is rained out?
`);
const CALL_ME: readonly string[] = lines(`
Please call me about a quote when you have a minute.
Please call me back, I would rather talk it through by phone.
Could someone from your office give me a call this week? Afternoons are best.
`);

/** Traveller-to-company message body for a subject. */
export function messageBody(
  rng: Rng,
  subject: MessageSubject,
  from: Place,
  dest: Place,
  dateText: string,
  people: number,
): string {
  if (subject === 'Please contact me') return rng.pick(CALL_ME);
  if (subject === 'I have a question') return rng.pick(QUESTIONS);
  const bus = people > 30 ? 'a full size coach' : 'a minibus';
  return [
    `Hi, we are planning ${rng.pick(GROUPS)} on ${dateText}, from ${from.city}, ${from.state} to`,
    `${dest.city}, ${dest.state}, for about ${people} people. Could you send a quote for ${bus}?`,
    `We would need pickup around ${rng.pick(['6:30am', '7:00am', '8:00am', '9:30am'])}`,
    `and back by ${rng.pick(['5:00pm', '8:00pm', '10:30pm'])}.`,
  ].join(' ');
}

export function groupName(rng: Rng): string {
  return rng.pick([
    'First Baptist Youth',
    'Lakeview Elementary 4th Grade',
    'Northside Robotics Team',
    'Garza Family Reunion',
    'Acme Corp Holiday Party',
    'Troop 214',
    'Riverside Seniors Club',
    'Westlake Band Boosters',
    'St. Mark Choir',
    'Hillcrest Softball',
    'Downtown Rotary',
    'Whitfield-Harper Wedding',
    'Cedar Ridge Class of 2027',
    'Metro Realtors Association',
  ]);
}
