/** Word lists of the demo company, a contractor in the Kansas City metro. */

// prettier-ignore
export const FIRST_NAMES = [
  'Dana', 'Marcus', 'Priya', 'Tom', 'Alicia', 'Brent', 'Carmen', 'Derek', 'Elena', 'Frank',
  'Grace', 'Hector', 'Irene', 'Jamal', 'Karen', 'Luis', 'Megan', 'Nolan', 'Olivia', 'Pete',
  'Quinn', 'Rosa', 'Scott', 'Tara', 'Umar', 'Vera', 'Wade', 'Yvonne', 'Zach', 'Abby',
  'Caleb', 'Diane', 'Ethan', 'Fiona', 'Gavin', 'Holly', 'Ian', 'Jill', 'Kyle', 'Lena',
  'Mason', 'Nina', 'Owen', 'Paula', 'Reid', 'Sara', 'Troy', 'Valerie', 'Wesley', 'Adrian',
  'Bethany', 'Colin', 'Darnell', 'Erin', 'Gloria', 'Heath', 'Jenna', 'Kurt', 'Leah', 'Miguel',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Whitfield', 'Okafor', 'Raman', 'Brennan', 'Castillo', 'Hollis', 'Vega', 'Lindqvist', 'Petrova', 'Duncan',
  'Harlow', 'Mendez', 'Kowalski', 'Price', 'Sutton', 'Navarro', 'Bishop', 'Grady', 'Whitaker', 'Yoder',
  'Abbott', 'Calloway', 'Dempsey', 'Ellison', 'Fairbanks', 'Gentry', 'Hughes', 'Ingram', 'Jensen', 'Keller',
  'Lawson', 'Monroe', 'Nash', 'Oakley', 'Prescott', 'Quarles', 'Ramsey', 'Shelton', 'Tate', 'Underwood',
  'Vaughn', 'Walsh', 'Yates', 'Zeller', 'Barrett', 'Cho', 'Doyle', 'Espinoza', 'Foster', 'Gallagher',
  'Hendricks', 'Iverson', 'Jacobs', 'Kimura', 'Lucero', 'McBride', 'Novak', 'Ortega', 'Pruitt', 'Reyes',
] as const;

export interface TCity {
  city: string;
  state: 'KS' | 'MO';
  zips: readonly string[];
  area: '913' | '816';
  streets: readonly string[];
}

/** Cities of the metro with real ZIP codes, area codes and street names. */
// prettier-ignore
export const CITIES: readonly TCity[] = [
  { city: 'Overland Park', state: 'KS', zips: ['66210', '66212', '66213', '66223'], area: '913', streets: ['Metcalf Ave', 'College Blvd', 'Antioch Rd', 'Quivira Rd', 'W 119th St', 'Nall Ave'] },
  { city: 'Kansas City', state: 'MO', zips: ['64105', '64106', '64108', '64111', '64114'], area: '816', streets: ['Grand Blvd', 'Main St', 'Broadway Blvd', 'Troost Ave', 'Ward Pkwy', 'Southwest Blvd'] },
  { city: 'Lenexa', state: 'KS', zips: ['66215', '66219', '66227'], area: '913', streets: ['Renner Blvd', 'Pflumm Rd', 'W 87th St Pkwy', 'Lackman Rd', 'Britton St'] },
  { city: 'Olathe', state: 'KS', zips: ['66061', '66062'], area: '913', streets: ['Santa Fe St', 'Ridgeview Rd', 'E Dennis Ave', 'S Mur-Len Rd', 'W 151st St'] },
  { city: "Lee's Summit", state: 'MO', zips: ['64063', '64064', '64081'], area: '816', streets: ['SW 3rd St', 'NE Douglas St', 'SW Ward Rd', 'NW Chipman Rd'] },
  { city: 'Shawnee', state: 'KS', zips: ['66216', '66217', '66226'], area: '913', streets: ['Shawnee Mission Pkwy', 'Johnson Dr', 'Nieman Rd', 'W 75th St'] },
  { city: 'Independence', state: 'MO', zips: ['64050', '64055', '64057'], area: '816', streets: ['Noland Rd', 'E 23rd St S', 'S Lee\'s Summit Rd', 'E Truman Rd'] },
  { city: 'Leawood', state: 'KS', zips: ['66206', '66209', '66211'], area: '913', streets: ['Town Center Dr', 'State Line Rd', 'W 135th St', 'Roe Ave'] },
  { city: 'Kansas City', state: 'KS', zips: ['66101', '66102', '66111', '66112'], area: '913', streets: ['State Ave', 'Minnesota Ave', 'Parallel Pkwy', 'Village West Pkwy'] },
  { city: 'Liberty', state: 'MO', zips: ['64068'], area: '816', streets: ['N Church Rd', 'W Kansas St', 'S 291 Hwy', 'Withers Rd'] },
  { city: 'Merriam', state: 'KS', zips: ['66202', '66203'], area: '913', streets: ['Merriam Dr', 'Antioch Rd', 'W 67th St'] },
  { city: 'Blue Springs', state: 'MO', zips: ['64014', '64015'], area: '816', streets: ['NW Jefferson St', 'SW 7 Hwy', 'NE Coronado Dr'] },
  { city: 'Gladstone', state: 'MO', zips: ['64118', '64119'], area: '816', streets: ['N Oak Trfy', 'NE 72nd St', 'N Antioch Rd'] },
  { city: 'Mission', state: 'KS', zips: ['66202', '66205'], area: '913', streets: ['Johnson Dr', 'Martway St', 'Lamar Ave'] },
];

/** IndustryType values. */
// prettier-ignore
export const INDUSTRIES = [
  'Healthcare', 'Education', 'Government', 'Retail', 'Hospitality', 'Office', 'Industrial',
  'Multifamily', 'Religious', 'Restaurant', 'Warehouse & Logistics', 'Financial', 'Construction Trades',
] as const;
export type TIndustry = (typeof INDUSTRIES)[number];

/** First words of company names: local landmarks and the like. */
// prettier-ignore
export const COMPANY_STEMS = [
  'Prairie', 'Heartland', 'Midwest', 'Blue Valley', 'Riverbend', 'Sunflower', 'Crossroads', 'Ridgeview',
  'Westport', 'Brookside', 'Cedar Creek', 'Indian Creek', 'Tomahawk', 'Mill Creek', 'Northland',
  'Gateway', 'Summit', 'Legacy', 'Pioneer', 'Frontier', 'Cornerstone', 'Keystone', 'Meridian',
  'Stonegate', 'Oak Park', 'Fairway', 'Wornall', 'Parkville', 'Monarch', 'Shoal Creek', 'Longview',
  'Wyandotte', 'Hawthorne', 'Switzer', 'Corinth',
] as const;

/** Kinds of client: how their companies are named, where their buildings are, whether exempt. */
export interface TClientKind {
  suffix: string;
  industry: TIndustry;
  /** Names of their buildings; {stem} and {city} are filled in. */
  sites: readonly string[];
  /** Schools, churches and public bodies are exempt from the Kansas remodel tax. */
  taxExempt: boolean;
}

// prettier-ignore
export const CLIENT_KINDS: readonly TClientKind[] = [
  { suffix: 'Medical Group', industry: 'Healthcare', sites: ['{stem} Medical Plaza', '{city} Family Clinic', '{stem} Surgery Center', '{stem} Imaging Center'], taxExempt: false },
  { suffix: 'School District', industry: 'Education', sites: ['{stem} Elementary', '{stem} Middle School', '{stem} High School', '{stem} Schools Service Center'], taxExempt: true },
  { suffix: 'Properties', industry: 'Office', sites: ['{stem} Office Park', '{stem} Tower', '{stem} Business Center', '{stem} Corporate Woods Bldg 12'], taxExempt: false },
  { suffix: 'Community Church', industry: 'Religious', sites: ['{stem} Church Sanctuary', '{stem} Church Fellowship Hall', '{stem} Church Youth Center'], taxExempt: true },
  { suffix: 'Bank', industry: 'Financial', sites: ['{stem} Bank {city} Branch', '{stem} Bank Operations Center'], taxExempt: false },
  { suffix: 'Credit Union', industry: 'Financial', sites: ['{stem} Credit Union {city} Branch', '{stem} Credit Union Main Office'], taxExempt: false },
  { suffix: 'Senior Living', industry: 'Healthcare', sites: ['{stem} Senior Living', '{stem} Memory Care', '{stem} Assisted Living Wing'], taxExempt: false },
  { suffix: 'Hotel Group', industry: 'Hospitality', sites: ['{stem} Inn & Suites', '{stem} Hotel {city}', '{stem} Conference Center'], taxExempt: false },
  { suffix: 'Foods', industry: 'Industrial', sites: ['{stem} Foods {city} Plant', '{stem} Foods Cold Storage'], taxExempt: false },
  { suffix: 'Apartments', industry: 'Multifamily', sites: ['{stem} Apartments Clubhouse', '{stem} Apartments Building C', '{stem} Lofts'], taxExempt: false },
  { suffix: 'Logistics', industry: 'Warehouse & Logistics', sites: ['{city} Distribution Center', '{stem} Logistics Park Bldg 4', '{stem} Cross-Dock'], taxExempt: false },
  { suffix: 'Restaurant Group', industry: 'Restaurant', sites: ['{stem} Grill {city}', '{stem} Smokehouse', '{stem} Taproom'], taxExempt: false },
  { suffix: 'Retail Partners', industry: 'Retail', sites: ['{stem} Shopping Center', '{stem} Marketplace', '{stem} Plaza Suite 110'], taxExempt: false },
  { suffix: 'Animal Hospital', industry: 'Healthcare', sites: ['{stem} Animal Hospital', '{stem} Pet Urgent Care'], taxExempt: false },
];

/** Public clients: "City of Lenexa" owns "Lenexa City Hall". */
// prettier-ignore
export const PUBLIC_SITES = ['{city} City Hall', '{city} Fire Station No. 3', '{city} Public Works Facility', '{city} Community Center', '{city} Public Library', '{city} Police Headquarters'] as const;

// prettier-ignore
export const SUB_TRADES = [
  'Drywall', 'Painting', 'Flooring', 'Roofing', 'Concrete', 'Electric', 'Plumbing', 'Glass & Glazing',
  'Steel Erectors', 'Insulation', 'Excavating', 'Masonry', 'Fire Protection', 'Sheet Metal', 'Millwork',
  'Acoustics', 'Paving', 'Demolition', 'Controls', 'Test & Balance',
] as const;

// prettier-ignore
export const VENDOR_KINDS = [
  'Supply', 'Lumber', 'Equipment Rental', 'HVAC Supply', 'Electrical Supply', 'Plumbing Supply',
  'Building Materials', 'Ready-Mix', 'Fasteners', 'Crane Service',
] as const;

// prettier-ignore
export const CONTACT_TITLES = [
  'Facilities Manager', 'Owner', 'Director of Operations', 'Property Manager', 'Business Administrator',
  'Project Coordinator', 'Office Manager', 'President', 'Maintenance Supervisor', 'Director of Facilities',
  'Purchasing Manager', 'Controller', 'Building Engineer', 'Chief Financial Officer',
] as const;

// prettier-ignore
export const TRADE_TITLES = ['Estimator', 'Project Manager', 'Owner', 'Sales Representative', 'Account Manager', 'Operations Manager'] as const;

/** Client titles that receive invoices: the billing contact of a project. */
export const BILLING_TITLES = ['Accounts Payable', 'Controller', 'Office Manager'] as const;
