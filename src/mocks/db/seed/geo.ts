import type { Rng } from '../random';
import type { MetroRow, ZipRow } from '../types';

/**
 * Real US metros with their city-centre coordinates, a monthly base rate and real zip codes of
 * the city. The Dallas area (first twelve rows) is dense on purpose: a 150-mile zip search near
 * Dallas has to return hundreds of listings.
 */
interface MetroSource {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  baseRate: number;
  zips: string[];
  areaCodes: string[];
}

// city | state | latitude | longitude | monthly base rate | zip codes | phone area codes
const METRO_TABLE = `
Dallas|TX|32.7767|-96.797|150|75201 75204 75214 75225 75243|214 469 972
Fort Worth|TX|32.7555|-97.3308|125|76102 76107 76109 76116|817 682
Arlington|TX|32.7357|-97.1081|99|76010 76011 76013 76017|817 682
Plano|TX|33.0198|-96.6989|99|75023 75024 75074 75093|972 469
Denton|TX|33.2148|-97.1331|79|76201 76205 76209|940
McKinney|TX|33.1972|-96.6398|79|75069 75070 75071|972 469
Waco|TX|31.5493|-97.1467|69|76701 76706 76710|254
Tyler|TX|32.3513|-95.3011|69|75701 75703 75707|903 430
Longview|TX|32.5007|-94.7405|59|75601 75604 75605|903 430
Sherman|TX|33.6357|-96.6089|59|75090 75091 75092|903
Temple|TX|31.0982|-97.3428|59|76501 76502 76504|254
Wichita Falls|TX|33.9137|-98.4934|59|76301 76308 76309|940
Houston|TX|29.7604|-95.3698|150|77002 77006 77019 77056 77098|713 281 832
Austin|TX|30.2672|-97.7431|135|78701 78704 78731 78745|512 737
San Antonio|TX|29.4241|-98.4936|125|78205 78209 78212 78230|210 726
El Paso|TX|31.7619|-106.485|79|79901 79902 79912|915
Corpus Christi|TX|27.8006|-97.3964|69|78401 78404 78411|361
Lubbock|TX|33.5779|-101.8552|59|79401 79410 79424|806
Atlanta|GA|33.749|-84.388|150|30303 30308 30309 30318|404 678 470
Savannah|GA|32.0809|-81.0912|79|31401 31404 31405|912
Chicago|IL|41.8781|-87.6298|175|60601 60607 60614 60657|312 773 872
Springfield|IL|39.7817|-89.6501|59|62701 62702 62704|217
Los Angeles|CA|34.0522|-118.2437|195|90012 90017 90028 90036|213 323 310
San Diego|CA|32.7157|-117.1611|150|92101 92103 92108|619 858
San Francisco|CA|37.7749|-122.4194|185|94102 94103 94110 94117|415 628
Sacramento|CA|38.5816|-121.4944|110|95814 95816 95818|916 279
New York|NY|40.7128|-74.006|225|10001 10007 10013 10019 10128|212 646 917
Buffalo|NY|42.8864|-78.8784|79|14201 14202 14209|716
Phoenix|AZ|33.4484|-112.074|140|85003 85004 85006 85016|602 480
Tucson|AZ|32.2226|-110.9747|79|85701 85705 85719|520
Denver|CO|39.7392|-104.9903|140|80202 80203 80205 80206|303 720
Colorado Springs|CO|38.8339|-104.8214|89|80903 80904 80907|719
Miami|FL|25.7617|-80.1918|165|33130 33131 33132 33137|305 786
Orlando|FL|28.5383|-81.3792|150|32801 32803 32806|407 321
Tampa|FL|27.9506|-82.4572|125|33602 33606 33609|813
Jacksonville|FL|30.3322|-81.6557|99|32202 32204 32207|904
Seattle|WA|47.6062|-122.3321|165|98101 98104 98109 98122|206
Boston|MA|42.3601|-71.0589|175|02108 02110 02115 02116|617 857
Philadelphia|PA|39.9526|-75.1652|150|19102 19103 19106 19107|215 267
Pittsburgh|PA|40.4406|-79.9959|99|15213 15219 15222|412
Nashville|TN|36.1627|-86.7816|135|37201 37203 37206|615 629
Memphis|TN|35.1495|-90.049|89|38103 38104 38105|901
Charlotte|NC|35.2271|-80.8431|125|28202 28203 28204|704 980
Raleigh|NC|35.7796|-78.6382|99|27601 27603 27605|919 984
Las Vegas|NV|36.1699|-115.1398|150|89101 89102 89104 89109|702 725
Oklahoma City|OK|35.4676|-97.5164|89|73102 73103 73104|405
Tulsa|OK|36.154|-95.9928|79|74103 74104 74119|918
Shreveport|LA|32.5252|-93.7502|69|71101 71104 71105|318
New Orleans|LA|29.9511|-90.0715|125|70112 70113 70130|504
Kansas City|MO|39.0997|-94.5786|99|64105 64106 64108|816
St. Louis|MO|38.627|-90.1994|110|63101 63102 63103|314
Minneapolis|MN|44.9778|-93.265|125|55401 55402 55403|612
Detroit|MI|42.3314|-83.0458|110|48201 48202 48226|313
Columbus|OH|39.9612|-82.9988|99|43201 43206 43215|614
Cleveland|OH|41.4993|-81.6944|99|44113 44114 44115|216
Indianapolis|IN|39.7684|-86.1581|99|46202 46204 46225|317
Washington|DC|38.9072|-77.0369|195|20001 20004 20036|202
Baltimore|MD|39.2904|-76.6122|110|21201 21202 21230|410 443
Portland|OR|45.5152|-122.6784|125|97201 97204 97209|503 971
Salt Lake City|UT|40.7608|-111.891|99|84101 84102 84111|801 385
Albuquerque|NM|35.0844|-106.6504|79|87102 87104 87106|505
Birmingham|AL|33.5186|-86.8104|89|35203 35204 35205|205
Louisville|KY|38.2527|-85.7585|89|40202 40203 40204|502
Little Rock|AR|34.7465|-92.2896|79|72201 72202 72205|501
`;

/**
 * Metros added after the table above was first seeded, in the same format. They come last and
 * take no part in other metros' "nearby" listings (seed/companies.ts) or in the activity history
 * (seed.ts), so adding one leaves every row seeded before it as it was. Spokane: the trip
 * planner's journeys start there (Spokane to Seattle and back).
 */
const ADDED_METRO_TABLE = `
Spokane|WA|47.6588|-117.426|125|99201 99202 99203 99205 99207|509
`;

const parseMetros = (table: string): MetroSource[] =>
  table
    .trim()
    .split('\n')
    .map((line) => {
      const [city = '', state = '', lat = '', lon = '', rate = '', zips = '', codes = ''] =
        line.split('|');
      return {
        city,
        state,
        latitude: Number(lat),
        longitude: Number(lon),
        baseRate: Number(rate),
        zips: zips.split(' '),
        areaCodes: codes.split(' '),
      };
    });

/** The cities of ADDED_METRO_TABLE. */
export const ADDED_METRO_CITIES: readonly string[] = parseMetros(ADDED_METRO_TABLE).map(
  (source) => source.city,
);

const METRO_SOURCES: readonly MetroSource[] = [
  ...parseMetros(METRO_TABLE),
  ...parseMetros(ADDED_METRO_TABLE),
];

/** Cities within driving range of Dallas: their listings make the big Dallas search. */
export const DALLAS_AREA_CITIES: readonly string[] = METRO_SOURCES.slice(0, 12).map(
  (source) => source.city,
);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Great-circle distance in statute miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

export interface GeoTables {
  metros: MetroRow[];
  zips: ZipRow[];
  /** Area codes per metro id, for phone numbers. */
  areaCodes: Map<number, readonly string[]>;
}

export function buildGeo(rng: Rng): GeoTables {
  const metros: MetroRow[] = [];
  const zips: ZipRow[] = [];
  const areaCodes = new Map<number, readonly string[]>();
  METRO_SOURCES.forEach((source, index) => {
    const { city, state, latitude, longitude, baseRate, zips: zipCodes, areaCodes: codes } = source;
    const id = index + 1;
    metros.push({
      id,
      city,
      state,
      latitude,
      longitude,
      url_friendly_city: slugify(city),
      url_friendly_state: state.toLowerCase(),
      base_rate: baseRate,
    });
    areaCodes.set(id, codes);
    zipCodes.forEach((zip, zipIndex) => {
      // The first zip is downtown; the others sit 2-8 miles out in a random direction, which is
      // where real residential zips of these cities are.
      const miles = zipIndex === 0 ? rng.float(0.2, 1.2) : rng.float(2, 8);
      const bearing = rng.next() * 2 * Math.PI;
      const dLat = (miles * Math.cos(bearing)) / 69;
      const dLon = (miles * Math.sin(bearing)) / (69 * Math.cos((latitude * Math.PI) / 180));
      zips.push({
        zip,
        city,
        state,
        latitude: Math.round((latitude + dLat) * 10000) / 10000,
        longitude: Math.round((longitude + dLon) * 10000) / 10000,
        metro_id: id,
      });
    });
  });
  return { metros, zips, areaCodes };
}
