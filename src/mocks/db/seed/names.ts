import type { Rng } from '../random';

/** Word pools for company, people and street names. All written for this demo. */

/** Comma or newline separated list -> trimmed words (keeps long word lists compact). */
export function words(list: string): string[] {
  return list
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

export const FIRST_NAMES: readonly string[] = words(`
  Maria, James, Dana, Marcus, Priya, Carlos, Jennifer, Tyrone, Emily, Luis, Keisha, Robert,
  Mei, Daniel, Olivia, Andre, Rachel, Hector, Sarah, Kevin, Aisha, Thomas, Linh, Brandon,
  Grace, Miguel, Hannah, Darnell, Sofia, Patrick, Rosa, Jamal, Allison, Victor, Naomi, Derek,
  Lucia, Ethan, Tamika, Samuel, Ingrid, Raymond, Fatima, Gordon, Beatriz, Wesley, Yolanda,
  Trevor, Camille, Oscar, Heather, Reggie, Monica, Felipe, Courtney, Dwayne, Erin, Tomas,
  Vanessa, Curtis
`);

export const LAST_NAMES: readonly string[] = words(`
  Delgado, Whitfield, Harper, Navarro, Brennan, Okafor, Castillo, Pruitt, Huang, Lindqvist,
  Ramirez, Coleman, Nguyen, Patel, Sullivan, Garza, Mitchell, Brooks, Alvarez, Hughes,
  Kowalski, Jefferson, Moreno, Fitzgerald, Tanaka, Robinson, Salazar, McAllister, Washington,
  Reyes, Holloway, Chen, Dominguez, Barrett, Oyelaran, Schneider, Vasquez, Callahan,
  Thibodeaux, Gallagher, Ortega, Whitaker, Kim, Abernathy, Soto, Pennington, Fuentes, Langford,
  Ibarra, Crawford, Yates, Montoya, Prescott, Duarte, Hollis, Acosta, Beaumont, Serrano,
  Caldwell, Romero
`);

const COACH_SUFFIXES: readonly string[] = words(`
  Charter Coaches, Motorcoach, Coach Lines, Charter Bus, Charters, Transportation, Tours,
  Tours & Travel, Shuttle Co., Bus Lines, Travel, Limousine & Coach, Party Bus,
  Executive Transport, Coachworks, Express, Bus Company, Coach Company, Bus Charters,
  Ground Transportation, Limo & Bus, Charter Services, Motor Coaches, Travel Group, Transit,
  Coach & Tour
`);

const GENERIC_WORDS: readonly string[] = words(`
  Blue Sky, Silver Eagle, Golden Spur, Red Oak, Northstar, Silverline, Evergreen, Summit,
  Pinnacle, Horizon, Sunrise, Sundance, Liberty, Patriot, Pioneer, Premier, Royal, Crown,
  Diamond, Platinum, Signature, Landmark, Cardinal, Falcon, Mustang, Maverick, Ranger, Coyote,
  Roadrunner, Comet, Galaxy, Compass, Keystone, Capstone, Milestone, Crossroads, Open Road,
  Highline, Meridian, Cornerstone, Trailblazer, Heritage, Frontier, Unity, Allegiant, Harmony,
  Beacon, Anchor, Sterling, Ironwood
`);

/** Local place words for the Dallas area, where most demo companies are. */
const DALLAS_AREA_WORDS: readonly string[] = words(`
  Lone Star, Trinity River, Trinity, Big D, Metroplex, Prairie, Bluebonnet, Red River, Brazos,
  Pecan Valley, White Rock, Cedar Hill, Longhorn, Mesquite, Grapevine, Lakewood, Deep Ellum,
  Oak Cliff, Highland Park, Reunion, Stockyards, Chisholm Trail, Santa Fe, Cotton Belt,
  Texas Star, Uptown, North Texas, DFW, East Texas, Piney Woods, Rose City, Cross Timbers,
  Lake Lavon, Texoma, Cowtown, Panther City, Magnolia, Caddo Lake, Sabine, Twin Lakes,
  Arbor Hills, Preston Road, Colleyville, Keller, Southlake, Rockwall, Frisco, Allen, Wylie,
  Garland, Irving, Las Colinas, Bedford, Hurst, Euless, Cleburne, Weatherford, Granbury,
  Corsicana, Ennis, Waxahachie, Midlothian, Mansfield, Burleson, Lewisville, Flower Mound,
  Little Elm, Gainesville, Greenville, Terrell, Kaufman, Athens, Palestine, Hillsboro,
  Stephenville, Mineral Wells, Decatur, Heart of Texas, Bosque, Lake Waco, Cameron Park,
  Belton, Azalea, Tejas, Caprock, Red Earth, Post Oak, Live Oak, Lamar, Fair Park
`);

/** Place words per state (and for big Texas metros outside the Dallas area, per city). */
const REGION_WORDS: Readonly<Record<string, readonly string[]>> = {
  Houston: words('Bayou City, Space City, Galveston Bay, Buffalo Bayou, Gulf Coast'),
  Austin: words('Capital City, Hill Country, Lady Bird, Barton Creek, Colorado River'),
  'San Antonio': words('Alamo, Riverwalk, Mission Trail, Alamo City, Hill Country'),
  'El Paso': words('Sun City, Franklin Mountain, Rio Grande, Borderland'),
  'Corpus Christi': words('Coastal Bend, Padre Island, Sparkling City, Bayfront'),
  Lubbock: words('Hub City, Llano Estacado, South Plains, Caprock'),
  GA: words('Peach State, Peachtree, Chattahoochee, Buckhead, Tybee, Magnolia, Georgia Pine'),
  IL: words('Windy City, Lakeshore, Prairie State, Lincoln Land, Lake Michigan, Second City'),
  CA: words('Golden State, Pacific Coast, Golden Gate, Sierra, Bay Area, Sunset, Mission Bay'),
  NY: words('Empire, Hudson, Big Apple, Niagara, Five Boroughs, Erie Canal'),
  AZ: words('Sonoran, Desert Sun, Saguaro, Grand Canyon, Camelback, Copper State'),
  CO: words('Rocky Mountain, Front Range, Pikes Peak, Mile High, Columbine'),
  FL: words('Sunshine, Gulf Coast, Palm, Everglades, Suncoast, First Coast, Sunshine State'),
  WA: words('Cascade, Puget Sound, Rainier, Emerald City, Olympic'),
  MA: words('Bay State, Beacon Hill, Minuteman, Freedom Trail, Charles River'),
  PA: words('Keystone State, Liberty Bell, Three Rivers, Allegheny, Schuylkill'),
  TN: words('Music City, Volunteer, Smoky Mountain, Bluff City, Cumberland'),
  NC: words('Carolina, Blue Ridge, Queen City, Tar Heel, Piedmont'),
  NV: words('Silver State, Neon, High Desert, Red Rock, Strip'),
  OK: words('Sooner, Red Dirt, Route 66, Arkansas River, Prairie Wind'),
  LA: words('Bayou, Crescent City, Cajun, Pelican, Big Easy'),
  MO: words('Gateway, Show Me, Arch City, Missouri River, City of Fountains'),
  MN: words('North Star, Twin Cities, Lake Country, Mississippi, Ten Thousand Lakes'),
  MI: words('Motor City, Great Lakes, Wolverine, Riverfront, Mitten'),
  OH: words('Buckeye, Lake Erie, Ohio Valley, Cuyahoga, Scioto'),
  IN: words('Hoosier, Circle City, White River, Crossroads of America'),
  DC: words('Capitol, Potomac, Federal City, Monument, Embassy Row'),
  MD: words('Chesapeake, Old Line, Inner Harbor, Patapsco'),
  OR: words('Rose City, Willamette, Columbia Gorge, Mount Hood'),
  UT: words('Wasatch, Beehive, Red Rock, Great Salt Lake'),
  NM: words('Enchantment, Rio Grande, Sandia, Turquoise Trail'),
  AL: words('Magic City, Yellowhammer, Cahaba, Red Mountain'),
  KY: words('Bluegrass, Derby City, Ohio River, Kentucky Derby'),
  AR: words('Natural State, Ozark, Arkansas River, Razorback'),
  TX: words('Lone Star State, Texas, Gulf Coast, Longhorn'),
};

export const STREETS: readonly string[] = words(`
  Commerce St, Industrial Blvd, Main St, Elm St, Business Pkwy, Airport Fwy, Service Rd,
  Distribution Dr, Freeport Pkwy, Market St, Garage Way, Depot Rd, Fleet Ave, Harbor Blvd,
  Terminal Dr, Transit Way, Lakeview Dr, Pine St, Oak Ave, Cedar Ln, Maple Ave, Park Blvd,
  Center St, Jefferson Ave, Lincoln Ave, Washington St, Highland Dr, Ridge Rd, Meadow Ln,
  Gateway Blvd
`);

/**
 * Builds unique, realistic company names: "{place} {suffix}", "{surname} {suffix}" or
 * "{generic} {suffix}". The set of taken names is shared so every name in the seed is unique.
 */
export class CompanyNamer {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** Reserve a hand-written name (demo accounts) so generated names never collide with it. */
  reserve(name: string): void {
    this.taken.add(name.toLowerCase());
  }

  next(city: string, state: string, dallasArea: boolean): string {
    const local = dallasArea
      ? DALLAS_AREA_WORDS
      : (REGION_WORDS[city] ?? REGION_WORDS[state] ?? []);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const pattern = this.rng.weighted<'local' | 'city' | 'surname' | 'generic'>([
        ['local', dallasArea ? 6 : 4],
        ['city', dallasArea ? 0 : 2],
        ['surname', 2],
        ['generic', 2],
      ]);
      let prefix: string;
      if (pattern === 'local' && local.length > 0) prefix = this.rng.pick(local);
      else if (pattern === 'city') prefix = city;
      else if (pattern === 'surname') prefix = this.rng.pick(LAST_NAMES);
      else prefix = this.rng.pick(GENERIC_WORDS);
      // A trailing city ("... of Tulsa") keeps generic names unique without sounding made up.
      const withCity = pattern === 'generic' && attempt > 20 ? ` of ${city}` : '';
      const name = `${prefix} ${this.rng.pick(COACH_SUFFIXES)}${withCity}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
    throw new Error(`Could not find a unique company name for ${city}, ${state}`);
  }
}

export interface PersonName {
  first: string;
  last: string;
}

export function personName(rng: Rng): PersonName {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) };
}
